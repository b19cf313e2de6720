import { parseISO } from 'date-fns';
import { isAdult } from '../people';
import type { ContractCardGroup } from './contract-cards';

/** "Dental cards for newly participating persons are offered only to those aged 18 or over." */
export function isDentalCardOfferedTo(person: { birthDate: string }, today: Date): boolean {
  return isAdult(parseISO(person.birthDate), today);
}

/**
 * The card groups for newly participating persons with the dental options of
 * those under 18 taken out; other groups are left as they are. A dental
 * package a child gets without choosing ("Children under 18 get the
 * highest-insured parent's packages free": selected and disabled) is no offer,
 * so it stays: it is insured, and the screen says so.
 */
export function cardGroupsForNewlyParticipatingPersons(
  groups: readonly ContractCardGroup[],
  newlyParticipating: readonly { customerNumber: string; birthDate: string }[],
  today: Date,
): ContractCardGroup[] {
  const notOffered = new Set(
    newlyParticipating.filter((person) => !isDentalCardOfferedTo(person, today)).map((person) => person.customerNumber),
  );
  return groups.map((group) =>
    group.key !== 'dental'
      ? group
      : {
          ...group,
          cards: group.cards.map((card) => ({
            ...card,
            insuredPersons: card.insuredPersons.filter(
              (option) => !notOffered.has(option.customerNumber) || (option.isSelected && option.isDisabled),
            ),
          })),
        },
  );
}
