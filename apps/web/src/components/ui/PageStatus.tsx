import { Spinner } from './Spinner.tsx';

/** A centred "busy" message for whole-page waits (auth checks, page chunks, first loads). */
export function PageStatus({ text }: { text: string }) {
  return (
    <div role="status" className="flex min-h-[40vh] flex-col items-center justify-center gap-3 text-slate-700">
      <Spinner className="size-8 text-brand-700" />
      <p>{text}</p>
    </div>
  );
}
