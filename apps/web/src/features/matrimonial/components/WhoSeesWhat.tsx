/** What the server shows of a profile to whom (matrimonial-view.ts), said before a family fills it in. */
export function WhoSeesWhat() {
  return (
    <div className="rounded-lg border border-blue-200 bg-blue-50 p-3 text-sm text-blue-950">
      <p className="font-semibold">Who sees what</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        <li>Everyone, visitors too: name, age, city, caste, education, work, income, family and About Me.</li>
        <li>Signed-in members: photos and date of birth.</li>
        <li>Premium members only: contact number, email and biodata.</li>
      </ul>
      <p className="mt-1">Nobody sees the profile until our admin team approves it.</p>
    </div>
  );
}
