import { EDITION_NAMES, EDITION_WHEN, type EditionKind } from "./editions/edition-kinds";

/** An edition's checkbox label on the subscribe form and the preferences page: its one name, then when it comes. */
export function EditionLabel({ kind }: { kind: EditionKind }) {
  return (
    <span>
      <span data-edition-name={kind}>{EDITION_NAMES[kind]}</span>
      <span className="text-muted">: {EDITION_WHEN[kind]}</span>
    </span>
  );
}
