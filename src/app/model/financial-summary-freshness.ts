import { declarationStatesChanged } from '@/entities/declaration';
import { financialSummariesOutdated } from '@/entities/policy';
import { sample } from 'effector';

// Two entities meet here, above them both: a declaration that changes state (handled during the visit) empties
// the financial summaries of its customer (spec 02 §7 "GET /Policy/GetFinancialSummary … cached per year and customer").
sample({ clock: declarationStatesChanged, target: financialSummariesOutdated });
