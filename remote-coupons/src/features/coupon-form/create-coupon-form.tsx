import { COUPON_CURRENCY, DATE_TIME_INPUT_EXAMPLE, DraftOffer } from '@backoffice/shared';
import { SelectField, TextAreaField, TextField } from '@backoffice/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  couponFormSchema,
  emptyCouponForm,
  formParseOptions,
  type CouponFormValues,
} from './coupon-form';
import styles from './coupon-form.module.css';
import { FormFooter } from './form-footer';
import { RedemptionLimitFields } from './redemption-limit-fields';
import { showSaveFailure } from './save-failure';
import { useCouponDraft } from './use-coupon-draft';
import { useCreateCoupon } from './use-save-coupon';

const FIELDS = [
  'code',
  'description',
  'discountType',
  'value',
  'maxRedemptions',
  'perMemberLimit',
  'startsAt',
  'expiresAt',
] as const satisfies readonly (keyof CouponFormValues)[];

const discountTypeOptions = [
  { value: 'percent', label: 'Percentage' },
  { value: 'fixed', label: `Fixed amount (${COUPON_CURRENCY})` },
];

/** Shows typed lowercase as uppercase at once, keeping the caret where it was. */
function uppercaseInPlace(event: ChangeEvent<HTMLInputElement>) {
  const input = event.target;
  const { selectionStart, selectionEnd } = input;
  input.value = input.value.toUpperCase();
  input.setSelectionRange(selectionStart, selectionEnd);
}

export function CreateCouponForm({ onDone }: { onDone: () => void }) {
  const create = useCreateCoupon();
  const form = useForm<CouponFormValues, unknown, z.output<typeof couponFormSchema>>({
    resolver: zodResolver(couponFormSchema, formParseOptions),
    defaultValues: emptyCouponForm(),
  });
  const { register, handleSubmit, watch, setError, formState } = form;
  const { draft, restore } = useCouponDraft('coupon-form:new', form);
  const { errors } = formState;
  const discountType = watch('discountType');
  const codeField = register('code');

  const submit = handleSubmit(async (input) => {
    try {
      await create.mutateAsync(input);
      onDone();
    } catch (error) {
      showSaveFailure(error, FIELDS, setError);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className={styles.form}>
      <DraftOffer draft={draft} onRestore={restore} />
      <TextField
        label="Code"
        required
        autoComplete="off"
        spellCheck={false}
        hint="3–32 characters: A–Z, 0–9, - and _"
        error={errors.code?.message}
        {...codeField}
        onChange={(event) => {
          uppercaseInPlace(event);
          return codeField.onChange(event);
        }}
      />
      <TextAreaField
        label="Description"
        rows={2}
        error={errors.description?.message}
        {...register('description')}
      />
      <div className={styles.row}>
        <SelectField
          label="Discount type"
          options={discountTypeOptions}
          error={errors.discountType?.message}
          {...register('discountType')}
        />
        {discountType === 'fixed' ? (
          <TextField
            key="fixed"
            label={`Amount off (${COUPON_CURRENCY})`}
            required
            inputMode="decimal"
            hint="For example 5.00"
            error={errors.value?.message}
            {...register('value')}
          />
        ) : (
          <TextField
            key="percent"
            label="Percent off"
            required
            inputMode="numeric"
            hint="1 to 100"
            error={errors.value?.message}
            {...register('value')}
          />
        )}
      </div>
      <RedemptionLimitFields
        maxRedemptions={register('maxRedemptions')}
        perMemberLimit={register('perMemberLimit')}
        errors={{
          maxRedemptions: errors.maxRedemptions?.message,
          perMemberLimit: errors.perMemberLimit?.message,
        }}
      />
      <div className={styles.row}>
        <TextField
          inputMode="text"
          autoComplete="off"
          label="Starts"
          hint={`Like ${DATE_TIME_INPUT_EXAMPLE}`}
          required
          error={errors.startsAt?.message}
          {...register('startsAt')}
        />
        <TextField
          inputMode="text"
          autoComplete="off"
          label="Expires"
          hint={`Like ${DATE_TIME_INPUT_EXAMPLE}; empty for no expiry`}
          error={errors.expiresAt?.message}
          {...register('expiresAt')}
        />
      </div>
      <FormFooter
        submitLabel="Create coupon"
        pending={formState.isSubmitting}
        onCancel={onDone}
        failure={errors.root?.server?.message}
      />
    </form>
  );
}
