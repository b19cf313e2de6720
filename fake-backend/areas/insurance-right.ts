/**
 * Insurance right (spec 02 §3): whether the yearly check for people living
 * abroad is required. Needs the read-insurance-right permission.
 */
import { Router } from 'express';
import type { Context } from '../context';
import { authOf, requirePermission, requireToken } from '../http/auth';

export function insuranceRightRoutes(ctx: Context): Router {
  const router = Router();
  router.get('/insuranceRight', requireToken(ctx), requirePermission('r-insurance-right'), (_req, res) => {
    res.json({ isCheckRequired: authOf(res).customer.isInsuranceRightCheckRequired });
  });
  return router;
}
