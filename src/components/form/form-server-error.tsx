/** An admin form's one message about the whole form (root.server), read out as soon as it shows. */
export function FormServerError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm font-medium text-red-700">
      {message}
    </p>
  );
}
