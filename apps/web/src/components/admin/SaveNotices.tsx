import { Alert } from '../ui/Alert.tsx';

/** A settings panel's lines above its form: the saved notice, or the save's failure. */
export function SaveNotices({ saved, failed }: { saved: string | null; failed: string | null }) {
  return (
    <>
      {saved && (
        <Alert tone="success" className="mb-4">
          {saved}
        </Alert>
      )}
      {failed && <Alert className="mb-4">{failed}</Alert>}
    </>
  );
}
