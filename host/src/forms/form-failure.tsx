/**
 * What went wrong with the whole form (react-hook-form's root error, e.g. an api refusal no field
 * owns), announced as an alert; nothing while there is none.
 */
export function FormFailure({
  failure,
  className,
}: {
  failure: { message?: string } | undefined;
  className: string | undefined;
}) {
  if (!failure) return null;
  return (
    <p role="alert" className={className}>
      {failure.message}
    </p>
  );
}
