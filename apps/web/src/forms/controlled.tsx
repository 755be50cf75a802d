import { NumberInput, type NumberInputProps, Select, type SelectProps } from '@mantine/core';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

interface Bound<T extends FieldValues> {
  /** The form's context and output types do not matter here. */
  control: Control<T, any, any>;
  name: Path<T>;
}

/** A Mantine NumberInput bound to a react-hook-form field, its error under it. */
export function NumberField<T extends FieldValues>({ control, name, ...props }: Bound<T> & NumberInputProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          {...props}
          value={field.value as number | string}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** A Mantine Select bound to a react-hook-form field, its error under it (or `error` when given). */
export function SelectField<T extends FieldValues>({ control, name, error, ...props }: Bound<T> & SelectProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          {...props}
          value={field.value as string | null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message ?? error}
        />
      )}
    />
  );
}
