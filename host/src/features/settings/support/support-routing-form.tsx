import { notifySuccess, updateSupportRoutingSchema, type SupportRouting } from '@backoffice/shared';
import { Button, CheckboxField, ErrorState, Skeleton, TextField } from '@backoffice/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormFailure } from '../../../forms/form-failure';
import settingsStyles from '../settings.module.css';
import { supportRoutingQuery, useSaveSupportRouting } from './support-routing-queries';

/**
 * Settings → Support (owners): routing new conversations by capacity, the default capacity and
 * each agent's own (empty: the default).
 */
export function SupportRoutingForm() {
  const routing = useQuery(supportRoutingQuery());
  if (routing.isError) {
    return (
      <ErrorState
        title="Could not load the routing settings"
        message={routing.error.message}
        cause={routing.error}
        onRetry={() => void routing.refetch()}
        retrying={routing.isFetching}
      />
    );
  }
  if (routing.isPending) {
    return (
      <div aria-busy="true" aria-label="Loading the routing settings">
        <Skeleton height={200} />
      </div>
    );
  }
  return <RoutingForm saved={routing.data} />;
}

const asText = (capacity: number | null) => (capacity === null ? '' : String(capacity));
/** An empty field is the default (null); anything else must be a whole number (the schema says). */
const asCapacity = (text: string) => (text.trim() === '' ? null : Number(text));

function RoutingForm({ saved }: { saved: SupportRouting }) {
  const save = useSaveSupportRouting();
  const [enabled, setEnabled] = useState(saved.enabled);
  const [defaultCapacity, setDefaultCapacity] = useState(String(saved.defaultCapacity));
  const [capacities, setCapacities] = useState<Record<string, string>>(() =>
    Object.fromEntries(saved.agents.map((agent) => [agent.id, asText(agent.capacity)])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<Error | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateSupportRoutingSchema.safeParse({
      enabled,
      defaultCapacity: Number(defaultCapacity.trim() === '' ? Number.NaN : defaultCapacity),
      agents: saved.agents.map((agent) => ({
        id: agent.id,
        capacity: asCapacity(capacities[agent.id] ?? ''),
      })),
    });
    if (!parsed.success) {
      // Each message beside its field; what was typed stays.
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const [first, index] = issue.path;
        const key =
          first === 'agents' ? (saved.agents[Number(index)]?.id ?? 'agents') : String(first);
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setFailure(null);
    save.mutate(parsed.data, {
      onSuccess: () => notifySuccess('Routing saved'),
      onError: (error) => setFailure(error),
    });
  };

  return (
    <form
      className={settingsStyles.form}
      onSubmit={submit}
      noValidate
      aria-label="Conversation routing"
    >
      <CheckboxField
        label="Route new conversations to the online agent with the most room"
        checked={enabled}
        onChange={(event) => setEnabled(event.target.checked)}
      />
      <TextField
        label="Default capacity"
        hint="Open conversations an agent owns at once."
        inputMode="numeric"
        autoComplete="off"
        value={defaultCapacity}
        error={errors.defaultCapacity}
        onChange={(event) => setDefaultCapacity(event.target.value)}
      />
      {saved.agents.map((agent) => (
        <TextField
          key={agent.id}
          label={`Capacity of ${agent.name}`}
          hint="Empty: the default."
          inputMode="numeric"
          autoComplete="off"
          value={capacities[agent.id] ?? ''}
          error={errors[agent.id]}
          onChange={(event) =>
            setCapacities((current) => ({ ...current, [agent.id]: event.target.value }))
          }
        />
      ))}
      <FormFailure failure={failure ?? undefined} className={settingsStyles.failure} />
      <div className={settingsStyles.actions}>
        <Button type="submit" loading={save.isPending}>
          Save routing
        </Button>
      </div>
    </form>
  );
}
