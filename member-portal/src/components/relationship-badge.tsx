import { useTranslation } from 'react-i18next';

type Relationship = 'NONE' | 'INTEREST_SENT' | 'INTEREST_RECEIVED' | 'CONNECTED' | 'DECLINED';

/**
 * What a member is to the viewer, at a glance (search cards, profiles, lists): text in a tinted pill, never
 * colour alone. Nothing is shown for NONE unless the member is shortlisted.
 */
export function RelationshipBadge({ relationship, shortlisted }: { relationship?: Relationship | null; shortlisted?: boolean | null }) {
  const { t } = useTranslation();
  const items: { key: string; text: string }[] = [];
  if (relationship && relationship !== 'NONE') items.push({ key: relationship, text: t(`relationship.${relationship}`) });
  if (shortlisted) items.push({ key: 'SHORTLISTED', text: t('relationship.SHORTLISTED') });
  if (items.length === 0) return null;
  return (
    <span className="relationship-badges">
      {items.map((item) => (
        <span key={item.key} className={`relationship-badge relationship-${item.key.toLowerCase().replace('_', '-')}`}>
          {item.text}
        </span>
      ))}
    </span>
  );
}
