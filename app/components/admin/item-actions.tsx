import { Form } from "react-router";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { Modal } from "#app/components/ui/modal.tsx";

/** One item of an admin list, as its actions name it: posted as `idField` = `id`, spoken as `name`. */
export type ListItem = { idField: string; id: string | number; name: string };

/** A switch between two states: the intent posted to the page's action, and the button's words. */
export type Toggle = { intent: string; label: string };

/** An item's switch: the button that turns it on, and the one that turns it off. */
export type Switch = { on: Toggle; off: Toggle };

/** The switch's button an item shows: the one that turns it off while it is on, and the other way round. */
export const toggleOf = (itemSwitch: Switch, active: boolean): Toggle => (active ? itemSwitch.off : itemSwitch.on);

/** What is asked before an item is deleted, its description naming the item. */
export type DeleteQuestion = { title: string; description: (name: string) => string; confirmLabel: string };

/**
 * A kind of item an admin list holds and an editor edits: where its pages are, the field its id
 * is posted in, the words of its pages, its switch and the question asked before a delete.
 */
export type AdminItem = {
  /** The list's address: an item's editor is at `${path}/${id}`, a new item's at `${path}/new`. */
  path: `/admin/${string}`;
  idField: string;
  /** The list page's title and intro, its table's name, the link to a new item, the empty list's line, and the editor's way back. */
  words: { title: string; intro: string; table: string; create: string; none: string; back: string };
  rowTestId: string;
  switch: Switch;
  deleting: DeleteQuestion;
};

/** What every listed item shows its actions by. */
export type ListedItem = { id: string | number; name: string; active: boolean };

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
  toggle: Toggle;
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
  question,
}: {
  /** The item being asked about; null keeps the dialog closed. */
  item: ListItem | null;
  onClose: () => void;
  question: DeleteQuestion;
}) {
  return (
    <Modal
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={question.title}
      description={item ? question.description(item.name) : ""}
    >
      <Form method="post" className="flex justify-end gap-2" onSubmit={onClose}>
        <input type="hidden" name={item?.idField ?? "id"} value={item?.id ?? ""} />
        <button type="button" className={buttonClasses("secondary")} onClick={onClose}>
          Keep it
        </button>
        <button type="submit" name="intent" value="delete" className={buttonClasses()}>
          {question.confirmLabel}
        </button>
      </Form>
    </Modal>
  );
}

/** Switch on or off, and delete (after `DeleteDialog`), beside the item's name at the top of its admin editor. */
export function EditorActions({ toggle, busy, onDelete }: { toggle: Toggle; busy: boolean; onDelete: () => void }) {
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
