// The fields of FilterMenu's open menus, loaded with them (FilterMenu.tsx).
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { Select } from '../Select/Select';
import { FILTER_ALL, type FilterGroup, type FilterValues } from './FilterMenu';

export { RadioGroup };

interface FieldsProps {
  groups: ReadonlyArray<FilterGroup>;
  draft: FilterValues;
  onDraft: (next: Record<string, string>) => void;
}

export function FilterFields({ groups, draft, onDraft }: FieldsProps) {
  return (
    <>
      {groups.map((group) => {
        const disabled = group.disabledWhen?.(draft) ?? false;
        const value = disabled ? FILTER_ALL : (draft[group.key] ?? FILTER_ALL);
        const set = (next: string) => onDraft({ ...draft, [group.key]: next });
        const control = group.control ?? (group.options.length <= 5 ? 'radio' : 'select');
        const description = disabled ? group.disabledReason : undefined;
        // The same field either way: a radio group for a few options, a select for more.
        const field = {
          label: group.label,
          options: group.options,
          value,
          onValueChange: set,
          disabled,
          description,
          size: 'sm',
        } as const;
        return control === 'radio' ? (
          <RadioGroup key={group.key} {...field} />
        ) : (
          <Select key={group.key} {...field} />
        );
      })}
    </>
  );
}
