import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react';

// Dialogs open inside dialogs (a relation row's form inside its parent's form). Mantine
// closes every open modal on Escape; here only the topmost one does: a dialog knows whether
// one was opened from inside it.

type Register = (change: 1 | -1) => void;
const ParentDialog = createContext<Register | null>(null);

/** For a dialog: whether Escape may close it (no dialog open inside), and what its content registers with. */
export function useDialogStack(opened: boolean) {
  const register = useContext(ParentDialog);
  const [openInside, setOpenInside] = useState(0);
  const registerInside = useCallback<Register>((change) => setOpenInside((count) => count + change), []);
  useEffect(() => {
    if (!opened || !register) return;
    register(1);
    return () => register(-1);
  }, [opened, register]);
  return { closeOnEscape: openInside === 0, registerInside };
}

/** Wraps a dialog's content so that dialogs opened from it register with it. */
export function DialogContent({ register, children }: { register: Register; children: ReactNode }) {
  return <ParentDialog.Provider value={register}>{children}</ParentDialog.Provider>;
}
