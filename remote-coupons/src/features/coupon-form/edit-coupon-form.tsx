import {
  changedFields,
  DATE_TIME_INPUT_EXAMPLE,
  DraftOffer,
  formatDateTime,
  type Coupon,
} from '@backoffice/shared';
import { TextAreaField, TextField } from '@backoffice/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { formatDiscount, formatRedemptions } from '../../lib/format-coupon';
import { useCouponDraft } from './use-coupon-draft';
import {
  couponEditSchema,
  couponToEditValues,
  formParseOptions,
  type CouponEditValues,
} from './coupon-form';
import styles from './coupon-form.module.css';
import { FormFooter } from './form-footer';
import { RedemptionLimitFields } from './redemption-limit-fields';
import { showSaveFailure } from './save-failure';
import { useUpdateCoupon } from './use-save-coupon';

const FIELDS = [
  'description',
  'maxRedemptions',
  'perMemberLimit',
  'expiresAt',
] as const satisfies readonly (keyof CouponEditValues)[];

/** Only what docs/design.md §3 lets change after creation is editable; the rest is shown as it is. */
export function EditCouponForm({ coupon, onDone }: { coupon: Coupon; onDone: () => void }) {
  const update = useUpdateCoupon(coupon.id);
  const schema = useMemo(() => couponEditSchema(coupon), [coupon]);
  const form = useForm({
    resolver: zodResolver(schema, formParseOptions),
    defaultValues: couponToEditValues(coupon),
  });
  const { register, handleSubmit, setError, formState, reset } = form;
  // The coupon follows the live list (a redemption, another admin's edit): the fields not being
  // edited here take its current values, and what is being typed stays. So do the messages: a
  // failed save's reason went with the next refresh, 1.5 s later. Keyed by the values as text, so
  // a refresh that changed none of them resets nothing.
  const current = JSON.stringify(couponToEditValues(coupon));
  useEffect(() => {
    reset(JSON.parse(current) as CouponEditValues, {
      keepDirtyValues: true,
      keepErrors: true,
      keepTouched: true,
      keepIsSubmitted: true,
      keepSubmitCount: true,
    });
  }, [current, reset]);
  const revoked = coupon.status === 'revoked';
  const { draft, restore } = useCouponDraft(`coupon-form:${coupon.id}`, form);
  // Read in render so react-hook-form keeps it up to date for the submit below.
  const { errors, dirtyFields } = formState;

  const submit = handleSubmit(async (values) => {
    const changes = changedFields(values, dirtyFields);
    // Nothing was changed: there is nothing to save, and nothing to overwrite.
    if (Object.keys(changes).length === 0) {
      onDone();
      return;
    }
    try {
      await update.mutateAsync(changes);
      onDone();
    } catch (error) {
      showSaveFailure(error, FIELDS, setError);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className={styles.form}>
      <DraftOffer draft={draft} onRestore={restore} />
      {/* The group wraps the list: a role on the <dl> itself would strip its dt/dd semantics. */}
      <div role="group" aria-label="Fixed at creation">
        <dl className={styles.fixed}>
          <dt>Code</dt>
          <dd>{coupon.code}</dd>
          <dt>Discount</dt>
          <dd>{formatDiscount(coupon)}</dd>
          <dt>Starts</dt>
          <dd>{formatDateTime(coupon.startsAt)}</dd>
          <dt>Redemptions</dt>
          <dd>{formatRedemptions(coupon)}</dd>
        </dl>
      </div>
      <TextAreaField
        label="Description"
        rows={2}
        error={errors.description?.message}
        {...register('description')}
      />
      <RedemptionLimitFields
        maxRedemptions={register('maxRedemptions')}
        perMemberLimit={register('perMemberLimit')}
        errors={{
          maxRedemptions: errors.maxRedemptions?.message,
          perMemberLimit: errors.perMemberLimit?.message,
        }}
      />
      <TextField
        inputMode="text"
        autoComplete="off"
        label="Expires"
        hint={`Like ${DATE_TIME_INPUT_EXAMPLE}; empty for no expiry`}
        error={errors.expiresAt?.message}
        {...register('expiresAt')}
      />
      {revoked && (
        <p role="status" className={styles.failure}>
          Coupon {coupon.code} has been revoked meanwhile and can no longer change.
        </p>
      )}
      <FormFooter
        submitLabel="Save changes"
        pending={formState.isSubmitting}
        submitDisabled={revoked}
        onCancel={onDone}
        failure={errors.root?.server?.message}
      />
    </form>
  );
}
