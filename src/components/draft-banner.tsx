/** Above a draft that staff open on the public site: visitors never get this far (they see "not found"). */
export function DraftBanner({ what }: { what: string }) {
  return (
    <p
      role="status"
      className="mb-4 rounded-lg border-2 border-amber-500 bg-amber-50 px-4 py-3 text-amber-950"
    >
      <strong className="font-bold">Draft — not public.</strong> Visitors cannot see this {what} until it is
      published; you see it because you are signed in as staff.
    </p>
  );
}
