import { apiRequest, type RegisterArea, registerAreaSchema } from '@backoffice/shared';
import { Button, TextField } from '@backoffice/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormFailure } from '../../../forms/form-failure';
import { showApiError } from '../../../forms/show-api-error';
import { submitToApi } from '../../../forms/submit-to-api';
import { registryKeys } from './area-queries';
import styles from './areas.module.css';

type Typed = { remote: string; path: string; label: string; order: string };
const EMPTY: Typed = { remote: '', path: '', label: '', order: '50' };
const FIELDS = ['remote', 'path', 'label', 'order'] as const;

// The fields as typed, the order as a number, then the contract's rules (all errors at once).
const registerAreaFormSchema = z
  .object({ remote: z.string(), path: z.string(), label: z.string(), order: z.string() })
  .transform((typed) => ({ ...typed, order: Number(typed.order) }))
  .pipe(registerAreaSchema);

/** A new area in the registry, so its team can release it with a token (no host operator). */
export function RegisterAreaForm() {
  const queryClient = useQueryClient();
  const form = useForm<Typed, unknown, RegisterArea>({
    resolver: zodResolver(registerAreaFormSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const register = useMutation({
    mutationFn: (body: RegisterArea) => apiRequest('registerArea', { body }),
  });
  const submit = submitToApi(
    form,
    async (area) => {
      await register.mutateAsync(area);
      form.reset(EMPTY);
      void queryClient.invalidateQueries({ queryKey: registryKeys.areas() });
    },
    (error) => {
      showApiError(form.setError, error, FIELDS, 'Could not register the area');
    },
  );
  const field = (name: keyof Typed, label: string, hint?: string) => (
    <TextField
      label={label}
      hint={hint}
      autoComplete="off"
      error={errors[name]?.message}
      {...form.register(name)}
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
      <FormFailure failure={errors.root} className={styles.failure} />
    </form>
  );
}
