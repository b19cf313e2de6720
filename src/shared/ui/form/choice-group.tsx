import type { ReactNode } from 'react';
import { FieldMessages, LabelText, describedBy, fieldClassName, type FieldMessagesProps, type RequirementProps } from './field-parts';

export interface ChoiceOption {
  value: string;
  label: string;
  /** a line of explanation under this choice */
  hint?: string;
}

export interface ChoiceGroupProps extends FieldMessagesProps, RequirementProps {
  /** the group's id (on the fieldset); its inputs are `${id}-0`, `${id}-1`, … */
  id: string;
  legend: string;
  options: readonly ChoiceOption[];
  /** the choices side by side where they fit (yes/no) */
  inline?: boolean;
}

/** The id of a group's nth input: the error summary links to `${id}-0`. */
export const choiceId = (groupId: string, index: number) => `${groupId}-${index}`;

/**
 * A fieldset whose legend is the question, with its hint and error under the
 * legend and described by both; each choice a 22 px control with a 44 px
 * touch target. The inputs come from the radio or checkbox group.
 */
export function ChoiceGroup({
  id,
  legend,
  hint,
  error,
  required,
  requiredText,
  optionalText,
  options,
  inline = false,
  kind,
  role,
  renderInput,
}: ChoiceGroupProps & {
  kind: 'radio' | 'checkbox';
  role?: 'radiogroup';
  renderInput: (option: ChoiceOption, inputId: string, optionHintId: string | undefined) => ReactNode;
}) {
  return (
    <fieldset
      id={id}
      className={`${fieldClassName('choices', error)} choice-group`}
      role={role}
      aria-invalid={role && error ? true : undefined}
      aria-describedby={describedBy(id, { hint, error })}
    >
      <legend className="field__label field__legend">
        <LabelText required={required} requiredText={requiredText} optionalText={optionalText}>
          {legend}
        </LabelText>
      </legend>
      <FieldMessages id={id} hint={hint} error={error} />
      <div className={`choice-group__options${inline ? ' choice-group__options--inline' : ''}`}>
        {options.map((option, index) => {
          const inputId = choiceId(id, index);
          const optionHintId = option.hint ? `${inputId}-hint` : undefined;
          return (
            <div key={option.value} className={`choice choice--${kind}`}>
              {renderInput(option, inputId, optionHintId)}
              <label className="choice__label" htmlFor={inputId}>
                {option.label}
              </label>
              {option.hint && (
                <p className="choice__hint" id={optionHintId}>
                  {option.hint}
                </p>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
