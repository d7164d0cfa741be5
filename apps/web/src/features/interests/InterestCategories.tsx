import type { InterestsCatalogue } from '@lien/contract';
import { useId } from 'react';
import { Chip } from '../../ui/Chip';
import styles from './Interests.module.css';

interface CategoryProps {
  name: string;
  interests: readonly string[];
  selected: ReadonlySet<string>;
  onToggle: (name: string) => void;
}

function Category({ name, interests, selected, onToggle }: CategoryProps) {
  const headingId = useId();
  return (
    <section className={styles.category} aria-labelledby={headingId}>
      <h2 id={headingId}>{name}</h2>
      <ul className={styles.chips}>
        {interests.map((interest) => (
          <li key={interest}>
            <Chip selected={selected.has(interest)} onToggle={() => onToggle(interest)}>
              {interest}
            </Chip>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Every category of the catalogue with its subcategories as toggle chips, in the catalogue's order. */
export function InterestCategories({
  catalogue,
  selection,
  onToggle,
}: {
  catalogue: InterestsCatalogue;
  selection: readonly string[];
  onToggle: (name: string) => void;
}) {
  const selected = new Set(selection);
  return (
    <div className={styles.categories}>
      {Object.entries(catalogue).map(([name, interests]) => (
        <Category key={name} name={name} interests={interests} selected={selected} onToggle={onToggle} />
      ))}
    </div>
  );
}
