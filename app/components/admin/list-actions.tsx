import { Form } from "react-router";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { Modal } from "#app/components/ui/modal.tsx";

/** One item of an admin list, as its actions name it: posted as `idField` = `id`, spoken as `name`. */
type ListItem = { idField: string; id: string | number; name: string };

/**
 * Edit, switch on or off, and delete: the actions of one row of an admin list, stacked so a wide
 * table still fits beside the admin menu. The switch posts `intent` to the page's own action;
 * delete only asks, through `onDelete`, so the page can confirm first (`DeleteDialog`). Each
 * button names its item for screen readers, since a column of "Edit" buttons says nothing alone.
 */
export function RowActions({
  item,
  editTo,
  toggle,
  busy,
  onDelete,
}: {
  item: ListItem;
  editTo: `/${string}`;
  toggle: { intent: string; label: string };
  busy: boolean;
  onDelete: () => void;
}) {
  return (
    <div className="flex flex-col items-stretch gap-1">
      <SiteLink to={editTo} className={buttonClasses("secondary", "px-2.5 py-1")}>
        Edit<span className="sr-only"> {item.name}</span>
      </SiteLink>
      <Form method="post">
        <input type="hidden" name={item.idField} value={item.id} />
        <button type="submit" name="intent" value={toggle.intent} disabled={busy} className={buttonClasses("ghost", "w-full px-2.5 py-1")}>
          {toggle.label}
          <span className="sr-only"> {item.name}</span>
        </button>
      </Form>
      <button type="button" className={buttonClasses("ghost", "px-2.5 py-1")} onClick={onDelete}>
        Delete<span className="sr-only"> {item.name}</span>
      </button>
    </div>
  );
}

/** Asks before an item of an admin list is deleted; "Keep it" and closing the dialog leave it alone. */
export function DeleteDialog({
  item,
  onClose,
  title,
  description,
  confirmLabel,
}: {
  /** The item being asked about; null keeps the dialog closed. */
  item: ListItem | null;
  onClose: () => void;
  title: string;
  description: string;
  confirmLabel: string;
}) {
  return (
    <Modal open={item !== null} onOpenChange={(open) => !open && onClose()} title={title} description={item ? description : ""}>
      <Form method="post" className="flex justify-end gap-2" onSubmit={onClose}>
        <input type="hidden" name={item?.idField ?? "id"} value={item?.id ?? ""} />
        <button type="button" className={buttonClasses("secondary")} onClick={onClose}>
          Keep it
        </button>
        <button type="submit" name="intent" value="delete" className={buttonClasses()}>
          {confirmLabel}
        </button>
      </Form>
    </Modal>
  );
}

/** Switch on or off, and delete (after `DeleteDialog`), beside the item's name at the top of its admin editor. */
export function EditorActions({
  toggle,
  busy,
  onDelete,
}: {
  toggle: { intent: string; label: string };
  busy: boolean;
  onDelete: () => void;
}) {
  return (
    <div className="flex gap-2">
      <Form method="post">
        <button type="submit" name="intent" value={toggle.intent} disabled={busy} className={buttonClasses("secondary", "px-3 py-1.5")}>
          {toggle.label}
        </button>
      </Form>
      <button type="button" className={buttonClasses("ghost", "px-3 py-1.5")} onClick={onDelete}>
        Delete
      </button>
    </div>
  );
}
