import {
  apiRequest,
  fieldErrorsOf,
  isApiError,
  type RegisterArea,
  registerAreaSchema,
} from '@backoffice/shared';
import { Button, TextField } from '@backoffice/shared/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { registryKeys } from './area-queries';
import styles from './areas.module.css';

type Typed = { remote: string; path: string; label: string; order: string };
type Errors = Partial<Record<keyof Typed, string>>;
const EMPTY: Typed = { remote: '', path: '', label: '', order: '50' };

/** A new area in the registry, so its team can release it with a token (no host operator). */
export function RegisterAreaForm() {
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string>();
  const register = useMutation({
    mutationFn: (body: RegisterArea) => apiRequest('registerArea', { body }),
    onSuccess: () => {
      setTyped(EMPTY);
      void queryClient.invalidateQueries({ queryKey: registryKeys.areas() });
    },
    onError: (error) => {
      const field = isApiError(error) ? error.field : undefined;
      if (field && field in EMPTY) setErrors({ [field]: error.message });
      else setFailure(error.message);
    },
  });
  const change = (patch: Partial<Typed>) => {
    setTyped((current) => ({ ...current, ...patch }));
    setErrors({});
    setFailure(undefined);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = registerAreaSchema.safeParse({ ...typed, order: Number(typed.order) });
    if (!parsed.success) {
      setErrors(fieldErrorsOf<keyof Typed>(parsed.error.issues));
      return;
    }
    register.mutate(parsed.data);
  };
  const field = (name: keyof Typed, label: string, hint?: string) => (
    <TextField
      label={label}
      hint={hint}
      autoComplete="off"
      value={typed[name]}
      error={errors[name]}
      onChange={(event) => change({ [name]: event.target.value })}
    />
  );
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Register an area">
      {field('remote', 'Remote name', 'remote_<area>, as its remote is built')}
      {field('path', 'Path', 'One segment, such as /reports')}
      {field('label', 'Nav label')}
      {field('order', 'Nav order')}
      <Button type="submit" loading={register.isPending}>
        Register area
      </Button>
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
    </form>
  );
}
