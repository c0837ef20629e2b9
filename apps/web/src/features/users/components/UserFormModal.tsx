// Admin screen: English for now (issue 32); its texts are not drawn through the catalogues.
import type { AdminUser } from '@sangam/shared/admin';
import { Modal } from '../../../components/ui/Modal.tsx';
import type { AdminUsersParams } from '../api/getAdminUsers.ts';
import { AdminDataExportPanel } from './AdminDataExportPanel.tsx';
import { UserForm } from './UserForm.tsx';

export type UserFormTarget = { mode: 'create' } | { mode: 'edit'; user: AdminUser };

interface UserFormModalProps {
  target: UserFormTarget | null;
  currentUserId: string | undefined;
  listParams: AdminUsersParams;
  onSaved: (user: AdminUser | null, mode: 'create' | 'edit') => void;
  onClose: () => void;
}

/** Create New User / Edit User; the form starts fresh every time the dialog opens. */
export function UserFormModal({ target, currentUserId, listParams, onSaved, onClose }: UserFormModalProps) {
  const user = target?.mode === 'edit' ? target.user : null;
  return (
    <Modal open={target !== null} title={user ? 'Edit User' : 'Create New User'} onClose={onClose} size="lg">
      {target && (
        <UserForm
          key={user?._id ?? 'new'}
          user={user}
          isSelf={user !== null && user._id === currentUserId}
          listParams={listParams}
          onSaved={(saved) => onSaved(saved, target.mode)}
          onCancel={onClose}
        />
      )}
      {user && <AdminDataExportPanel key={user._id} userId={user._id} />}
    </Modal>
  );
}
