import type { EditionContent } from "./edition-content";

/**
 * An edition as a web page shows it (the browser view and the admin's preview): the same words
 * as the mail, in the site's own type. `headingLevel` is the level of the edition's title.
 */
export function EditionView({ content, headingLevel = 1 }: { content: EditionContent; headingLevel?: 1 | 2 }) {
  const Title = headingLevel === 1 ? "h1" : "h2";
  const Block = headingLevel === 1 ? "h2" : "h3";
  return (
    <article className="flex flex-col gap-4" data-edition-audience={content.audience}>
      <header className="flex flex-col gap-1">
        <Title className="text-3xl font-semibold">{content.title}</Title>
        <p className="text-muted">{content.dateLine}</p>
      </header>
      <p className="text-lg leading-8">{content.intro}</p>
      {content.blocks.map((block) => (
        <section key={block.heading} className="flex flex-col gap-2">
          <Block className="text-xl font-semibold text-accent">{block.heading}</Block>
          {block.paragraphs.map((paragraph) => (
            <p key={paragraph} className="leading-7">
              {paragraph}
            </p>
          ))}
          {block.link ? (
            <p>
              <a className="underline underline-offset-4" href={block.link.href}>
                {block.link.label}
              </a>
            </p>
          ) : null}
        </section>
      ))}
    </article>
  );
}
