import { RenameFileModal as WorkspaceRenameFileModal } from '../workspace/RenameFileModal';

export interface RenameFileModalProps {
  /** The file's current name; the modal is open while this is not null; required. */
  currentName: string | null;
  /** Closes the modal; required. */
  onClose: () => void;
  /** Stores the new name; a rejection is shown in the modal and it stays open; required. */
  onRename: (name: string) => Promise<void>;
}

/** Renames a saved file of the project page: the workspace's dialog, closing itself once renamed. */
export function RenameFileModal({ currentName, onClose, onRename }: RenameFileModalProps) {
  return (
    <WorkspaceRenameFileModal
      key={currentName ?? ''}
      opened={currentName !== null}
      onClose={onClose}
      currentName={currentName ?? ''}
      onRename={async (name) => {
        await onRename(name);
        onClose();
      }}
    />
  );
}
