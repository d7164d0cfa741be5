import { profileMessages } from '@lien/contract';
import { useCallback, useState } from 'react';
import { errorText } from '../../api/client';

/**
 * One field's save: pending while the call runs, the server's French reason when it refused the value
 * (« L'emploi ne doit pas dépasser 120 caractères. »), else 'Failed to update {field}.' (SPEC §8), a
 * polite confirmation when it worked. `send` answers once the server has stored the value.
 */
export function useFieldSave(field: string) {
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const save = useCallback(
    async (send: () => Promise<void>) => {
      setSaving(true);
      setFailure(null);
      setDone(false);
      try {
        await send();
        setDone(true);
      } catch (error) {
        setFailure(errorText(error, profileMessages.updateFailed(field)));
      } finally {
        setSaving(false);
      }
    },
    [field],
  );

  /** Editing again forgets the last outcome. */
  const edited = useCallback(() => {
    setFailure(null);
    setDone(false);
  }, []);

  return { saving, failure, done, save, edited };
}
