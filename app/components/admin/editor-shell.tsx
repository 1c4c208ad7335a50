import { useState, type ReactNode } from "react";
import { useNavigation } from "react-router";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { DeleteDialog, EditorActions, toggleOf, type AdminItem, type ListedItem } from "./item-actions";

/**
 * An admin editor's page: the link back to its list, the title, and either the edited item's line
 * (its name, where it stands, its switch, and delete behind its question) or, for a new item, a
 * line about the form; the form and anything else the page shows follow as `children`.
 */
export function EditorShell({
  kind,
  title,
  item,
  status,
  intro,
  children,
}: {
  kind: AdminItem;
  title: string;
  /** Null on a new item's page. */
  item: ListedItem | null;
  /** Where the edited item stands, beside its name. */
  status?: ReactNode;
  intro: ReactNode;
  children: ReactNode;
}) {
  const busy = useNavigation().state !== "idle";
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  return (
    <section className="flex flex-col gap-8">
      <div className="flex flex-col gap-3">
        <SiteLink to={kind.path} className="self-start text-sm text-link underline underline-offset-2">
          {kind.words.back}
        </SiteLink>
        <h1 className="text-3xl font-semibold">{title}</h1>
        {item ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="font-medium">{item.name}</p>
            {status}
            <EditorActions toggle={toggleOf(kind.switch, item.active)} busy={busy} onDelete={() => setConfirmingDelete(true)} />
          </div>
        ) : (
          <p className="text-muted">{intro}</p>
        )}
      </div>
      {children}
      {item ? (
        <DeleteDialog
          item={confirmingDelete ? { idField: kind.idField, id: item.id, name: item.name } : null}
          onClose={() => setConfirmingDelete(false)}
          question={kind.deleting}
        />
      ) : null}
    </section>
  );
}
