import { parseISO } from 'date-fns';
import { isAdult, type CustomerRoleCode } from '../people';
import { euroToCents } from './money';

/** A parent's chosen cover, as the edit-policy selection holds it. */
export interface ParentCover {
  customerNumber: string;
  role: CustomerRoleCode;
  productComponentCodes: readonly string[];
  /** the parent's total premium for the chosen packages, euros */
  totalPremium: number;
}

/**
 * The highest-insured parent: the one whose chosen packages cost the most
 * (the broadest cover); on a tie the one with more packages, then the main
 * insured (H) before the partner, then the first given.
 */
export function highestInsuredParent(parents: readonly ParentCover[]): ParentCover | null {
  const rank = (parent: ParentCover): [number, number, number] => [
    euroToCents(parent.totalPremium),
    parent.productComponentCodes.length,
    parent.role === 'H' ? 1 : 0,
  ];
  let best: ParentCover | null = null;
  for (const parent of parents) {
    if (!best) {
      best = parent;
      continue;
    }
    const [premium, count, main] = rank(parent);
    const [bestPremium, bestCount, bestMain] = rank(best);
    if (premium > bestPremium || (premium === bestPremium && (count > bestCount || (count === bestCount && main > bestMain)))) {
      best = parent;
    }
  }
  return best;
}

/**
 * "Children under 18 get the highest-insured parent's packages free"; "children
 * are free co-insured until 18". The packages a child gets at no premium, or
 * null when the child is 18 or over (chooses and pays for own cover) or no
 * parent is known.
 */
export function freePackagesForChild(
  child: { birthDate: string },
  parents: readonly ParentCover[],
  today: Date,
): readonly string[] | null {
  if (isAdult(parseISO(child.birthDate), today)) return null;
  return highestInsuredParent(parents)?.productComponentCodes ?? null;
}

/** A person on the agreement as the free-package rule reads them. */
export interface AgreementMemberCover extends ParentCover {
  birthDate: string;
}

/**
 * "Children under 18 get the highest-insured parent's packages free", over
 * the agreement: every parent on it counts, also a partner hidden from the
 * main insured's view (16 or over, an own account). Privacy hides what is
 * shown, not what the rules see. The free packages per child under 18.
 */
export function childrensFreePackages(members: readonly AgreementMemberCover[], today: Date): Map<string, readonly string[]> {
  const parents = members.filter((member) => (member.role === 'H' || member.role === 'P') && isAdult(parseISO(member.birthDate), today));
  const free = new Map<string, readonly string[]>();
  for (const member of members) {
    if (member.role === 'H' || member.role === 'P') continue;
    const packages = freePackagesForChild(member, parents, today);
    if (packages) free.set(member.customerNumber, packages);
  }
  return free;
}
