import {
  apiRequest,
  approvalSettingsSchema,
  formatMoney,
  notifySuccess,
  type ApprovalSettings,
  type ApprovalSettingsState,
} from '@backoffice/shared';
import { Button, ErrorState, Skeleton, TextField } from '@backoffice/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { approvalSettingsQuery } from './approval-settings-query';
import { PendingApprovalChangeNotice } from './pending-approval-change';
import { submitToApi } from '../../../forms/submit-to-api';
import styles from '../settings.module.css';

/** Whole dollars or dollars and cents, as typed: "10000", "10,000.50". */
function toCents(typed: string): number | undefined {
  const cleaned = typed.replace(/[\s,$]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return undefined;
  return Math.round(Number(cleaned) * 100);
}

// What is typed, in cents, then the contract's rule for the threshold.
const thresholdFormSchema = z
  .object({
    thresholdUsd: z.string().transform((typed, context) => {
      const cents = toCents(typed);
      if (cents === undefined) {
        context.addIssue({
          code: 'custom',
          message: 'Enter an amount in US dollars, such as 10000',
        });
        return z.NEVER;
      }
      return cents;
    }),
  })
  .pipe(approvalSettingsSchema);

/**
 * Settings → Approvals (owners only): the amount above which an approval needs a second
 * person (docs/funding-statuses.md). A new amount is only asked for: it waits for another owner
 * (or 24 hours when there is none), shown above the form. A refused save keeps what was typed.
 */
export function ApprovalThresholdForm() {
  const settings = useQuery(approvalSettingsQuery());
  if (settings.isError) {
    return (
      <ErrorState
        title="Could not load the approval settings"
        message={settings.error.message}
        cause={settings.error}
        onRetry={() => void settings.refetch()}
        retrying={settings.isFetching}
      />
    );
  }
  if (settings.isPending) return <Skeleton height={72} />;
  return (
    <>
      {settings.data.pending && <PendingApprovalChangeNotice pending={settings.data.pending} />}
      <ThresholdForm saved={settings.data} />
    </>
  );
}

function ThresholdForm({ saved }: { saved: ApprovalSettingsState }) {
  const queryClient = useQueryClient();
  const form = useForm<z.input<typeof thresholdFormSchema>, unknown, ApprovalSettings>({
    // Checked synchronously, so the error is in place once the click is handled.
    resolver: zodResolver(thresholdFormSchema, undefined, { mode: 'sync' }),
    defaultValues: { thresholdUsd: String(saved.thresholdUsd / 100) },
  });
  const save = useMutation({
    mutationFn: (body: ApprovalSettings) => apiRequest('updateApprovalSettings', { body }),
    onSuccess: (updated) => {
      queryClient.setQueryData(approvalSettingsQuery().queryKey, updated);
      if (updated.pending) {
        notifySuccess(
          `Change to ${formatMoney(updated.pending.thresholdUsd, 'USD')} asked for: it waits for a second owner`,
        );
      }
    },
  });

  const submit = submitToApi(
    form,
    (settings) => save.mutateAsync(settings),
    (failure) => {
      // What was typed stays, with the api's reason next to it.
      const message = failure instanceof Error ? failure.message : 'Could not save the threshold';
      form.setError('thresholdUsd', { message });
    },
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Four-eyes approval"
      className={styles.amountForm}
    >
      <TextField
        label="Second approval above (US dollars)"
        hint={`Approving a funding request above this amount (its US dollar equivalent) needs two different reviewers. In force: ${formatMoney(saved.thresholdUsd, 'USD')}. A change waits for another owner's confirmation.`}
        inputMode="decimal"
        error={form.formState.errors.thresholdUsd?.message}
        {...form.register('thresholdUsd')}
      />
      <Button type="submit" loading={save.isPending}>
        Ask for this threshold
      </Button>
    </form>
  );
}
