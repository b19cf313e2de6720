/** The name parts of a person as the User and Customer entities carry them. */
export interface LastNameParts {
  prefix?: string | null;
  lastName: string;
  maidenName?: string | null;
  prefixMaidenName?: string | null;
}

function joinNameParts(...parts: (string | null | undefined)[]): string {
  return parts
    .map((part) => (part ?? '').trim())
    .filter((part) => part !== '')
    .join(' ');
}

/**
 * "Full last name is prefix plus last name, joined with the maiden name by a
 * dash when present": { prefix 'van', lastName 'Dijk', prefixMaidenName 'de',
 * maidenName 'Vries' } gives 'van Dijk-de Vries'. The maiden name takes its
 * own prefix along; a prefix without a maiden name is ignored.
 */
export function formatFullLastName(name: LastNameParts): string {
  const ownName = joinNameParts(name.prefix, name.lastName);
  const maidenName = (name.maidenName ?? '').trim();
  if (maidenName === '') return ownName;
  return `${ownName}-${joinNameParts(name.prefixMaidenName, maidenName)}`;
}
