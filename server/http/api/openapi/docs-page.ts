import { escapeHtml } from "#app/lib/html-escape.ts";
import type { OpenApiDocument } from "./document";

/**
 * The API's description as a page a person reads (`/api/docs`): drawn on the server from the
 * OpenAPI document itself, so the page and `/api/openapi.json` cannot disagree. Plain HTML and
 * one stylesheet in the page, no script, nothing from another host: it stands under the site's
 * own Content-Security-Policy (ADR 055).
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };
type Parameter = { name: string; in: string; required?: boolean; description?: string; schema?: JsonObject };

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

const text = (value: unknown) => escapeHtml(String(value ?? ""));
const isObject = (value: unknown): value is JsonObject => typeof value === "object" && value !== null && !Array.isArray(value);

/** Inline code, for the `code` spans the descriptions use. */
function prose(value: string | undefined): string {
  return text(value).replace(/`([^`]+)`/g, "<code>$1</code>");
}

/** A component's name from its reference. */
const refName = (ref: string) => ref.replace("#/components/schemas/", "");
const anchorOf = (name: string) => `schema-${name}`;
const operationAnchor = (method: string, path: string) => `${method}-${path.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "")}`;

/** A schema in a few words: its type, with a link when it names a component. */
function typeOf(schema: Json | undefined): string {
  if (!isObject(schema)) return "any";
  if (typeof schema.$ref === "string") {
    const name = refName(schema.$ref);
    return `<a href="#${anchorOf(name)}">${text(name)}</a>`;
  }
  if (Array.isArray(schema.anyOf)) return schema.anyOf.map(typeOf).join(" or ");
  if (Array.isArray(schema.enum)) return `one of ${schema.enum.map((value) => `<code>${text(JSON.stringify(value))}</code>`).join(", ")}`;
  if ("const" in schema) return `<code>${text(JSON.stringify(schema.const))}</code>`;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? "any"];
  return types
    .map((type) => {
      if (type === "array") return `array of ${typeOf(schema.items)}`;
      if (type === "object" && isObject(schema.additionalProperties)) return `object of ${typeOf(schema.additionalProperties)}`;
      return text(type) + (type === "string" && typeof schema.format === "string" ? ` (${text(schema.format)})` : "");
    })
    .join(" or ");
}

/** What a schema allows beyond its type: pattern, bounds, default. */
function limitsOf(schema: JsonObject | undefined): string {
  if (!schema) return "";
  const parts: string[] = [];
  if (schema.pattern !== undefined) parts.push(`pattern <code>${text(schema.pattern)}</code>`);
  if (schema.minLength !== undefined) parts.push(`at least ${text(schema.minLength)} characters`);
  if (schema.maxLength !== undefined) parts.push(`at most ${text(schema.maxLength)} characters`);
  if (schema.minimum !== undefined) parts.push(`from ${text(schema.minimum)}`);
  if (schema.maximum !== undefined) parts.push(`to ${text(schema.maximum)}`);
  if (schema.default !== undefined) parts.push(`default <code>${text(JSON.stringify(schema.default))}</code>`);
  if (schema.example !== undefined)
    parts.push(`example <code>${text(typeof schema.example === "string" ? schema.example : JSON.stringify(schema.example))}</code>`);
  return parts.join("; ");
}

/** An object schema's fields as a table, nested objects as their own rows under their field. */
function fieldRows(schema: JsonObject, prefix = ""): string[] {
  const properties = isObject(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  return Object.entries(properties).flatMap(([name, field]) => {
    const value = isObject(field) ? field : {};
    const row = `<tr><th scope="row"><code>${text(prefix + name)}</code></th><td>${typeOf(value)}</td><td>${required.has(name) ? "yes" : "no"}</td><td>${prose(value.description as string | undefined)}${limitsOf(value) ? ` <span class="limits">${limitsOf(value)}</span>` : ""}</td></tr>`;
    const nested = nestedObject(value);
    return [
      row,
      ...(nested
        ? fieldRows(
            nested,
            `${prefix}${name}${value.type === "array" || (Array.isArray(value.type) && value.type.includes("array")) ? "[]" : ""}.`,
          )
        : []),
    ];
  });
}

/** The object inside a field (itself, or its array's items), when it is one written in place. */
function nestedObject(schema: JsonObject): JsonObject | undefined {
  if (isObject(schema.properties)) return schema;
  if (isObject(schema.items) && isObject(schema.items.properties)) return schema.items;
  return undefined;
}

function fieldsTable(schema: JsonObject, caption: string): string {
  const rows = fieldRows(schema);
  if (rows.length === 0) return "";
  return `<div class="scroll" role="region" aria-label="${text(caption)}" tabindex="0"><table><caption>${text(caption)}</caption><thead><tr><th scope="col">Field</th><th scope="col">Type</th><th scope="col">Required</th><th scope="col">Description</th></tr></thead><tbody>${rows.join("")}</tbody></table></div>`;
}

function parametersTable(parameters: Parameter[], of: string): string {
  if (parameters.length === 0) return "<p>No parameters.</p>";
  const rows = parameters.map(
    (parameter) =>
      `<tr><th scope="row"><code>${text(parameter.name)}</code></th><td>${text(parameter.in)}</td><td>${parameter.required ? "yes" : "no"}</td><td>${typeOf(parameter.schema)}</td><td>${prose(parameter.description)}${limitsOf(parameter.schema) ? ` <span class="limits">${limitsOf(parameter.schema)}</span>` : ""}</td></tr>`,
  );
  return `<div class="scroll" role="region" aria-label="Parameters of ${text(of)}" tabindex="0"><table><caption>Parameters</caption><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Required</th><th scope="col">Schema</th><th scope="col">Description</th></tr></thead><tbody>${rows.join("")}</tbody></table></div>`;
}

/** The schema of the first JSON content, if any. */
function jsonSchemaOf(holder: Json | undefined): JsonObject | undefined {
  if (!isObject(holder) || !isObject(holder.content)) return undefined;
  const media = holder.content["application/json"];
  return isObject(media) && isObject(media.schema) ? media.schema : undefined;
}

function responsesTable(responses: JsonObject, of: string): string {
  const rows = Object.entries(responses).map(([status, response]) => {
    const value = isObject(response) ? response : {};
    const schema = jsonSchemaOf(value);
    const headers = isObject(value.headers) ? Object.keys(value.headers).map((name) => `<code>${text(name)}</code>`) : [];
    return `<tr><th scope="row">${text(status)}</th><td>${prose(value.description as string | undefined)}${headers.length ? ` <span class="limits">headers ${headers.join(", ")}</span>` : ""}</td><td>${schema ? typeOf(schema) : "no body"}</td></tr>`;
  });
  return `<div class="scroll" role="region" aria-label="Responses of ${text(of)}" tabindex="0"><table><caption>Responses</caption><thead><tr><th scope="col">Status</th><th scope="col">Meaning</th><th scope="col">Body</th></tr></thead><tbody>${rows.join("")}</tbody></table></div>`;
}

/** A sample request from the parameters' and the body's examples. */
function curlOf(
  server: string,
  method: string,
  path: string,
  parameters: Parameter[],
  body: JsonObject | undefined,
  document: OpenApiDocument,
): string {
  const example = (parameter: Parameter) => parameter.schema?.example;
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const parameter = parameters.find((item) => item.in === "path" && item.name === name);
    return encodeURIComponent(String((parameter && example(parameter)) ?? `{${name}}`));
  });
  const query = new URLSearchParams();
  for (const parameter of parameters)
    if (parameter.in === "query" && (parameter.required || example(parameter) !== undefined) && example(parameter) !== undefined)
      query.set(parameter.name, String(example(parameter)));
  const url = `${server}${filled}${query.size ? `?${query}` : ""}`;
  const lines = [`curl ${method === "get" ? "" : `-X ${method.toUpperCase()} `}'${url}'`];
  if (body) {
    const schema = typeof body.$ref === "string" ? (document.components?.schemas?.[refName(body.$ref)] as JsonObject | undefined) : body;
    lines.push(`  -H 'Content-Type: application/json'`, `  -d '${JSON.stringify(schema?.example ?? {})}'`);
  }
  return lines.join(" \\\n");
}

function operationSection(document: OpenApiDocument, server: string, method: string, path: string, operation: JsonObject): string {
  const parameters = (Array.isArray(operation.parameters) ? operation.parameters : []) as unknown as Parameter[];
  const body = jsonSchemaOf(operation.requestBody);
  const security = Array.isArray(operation.security) ? operation.security : [];
  const signedIn = security.length > 0 && security.every((requirement) => isObject(requirement) && Object.keys(requirement).length > 0);
  const sometimes = security.length > 0 && !signedIn;
  const access = signedIn
    ? "Needs a signed-in reader's session cookie; answers only this site's pages."
    : sometimes
      ? "Public; the session cookie is read only for the parts that need a signed-in reader."
      : "Public; any site may read it (CORS).";
  const withCookie = signedIn ? ` \\\n  -b '${text("better-auth.session_token=…")}'` : "";
  return `<section class="operation" aria-labelledby="${operationAnchor(method, path)}">
<h3 id="${operationAnchor(method, path)}"><span class="method">${text(method.toUpperCase())}</span> <code>${text(path)}</code></h3>
<p class="summary">${prose(operation.summary as string | undefined)}</p>
${operation.description ? `<p>${prose(operation.description as string)}</p>` : ""}
<p class="access">${access}</p>
<h4>Parameters</h4>
${parametersTable(parameters, `${method.toUpperCase()} ${path}`)}
${body ? `<h4>Request body</h4><p>JSON: ${typeOf(body)}.</p>` : ""}
<h4>Responses</h4>
${responsesTable(isObject(operation.responses) ? operation.responses : {}, `${method.toUpperCase()} ${path}`)}
<h4>Example request</h4>
<pre><code>${text(curlOf(server, method, path, parameters, body, document))}${withCookie}</code></pre>
</section>`;
}

function schemaSection(name: string, schema: JsonObject): string {
  const fields = fieldsTable(schema, `Fields of ${name}`);
  const alternatives = Array.isArray(schema.anyOf) ? `<p>One of ${schema.anyOf.map(typeOf).join(", ")}.</p>` : "";
  return `<section class="schema">
<h3 id="${anchorOf(name)}">${text(name)}</h3>
${schema.description ? `<p>${prose(schema.description as string)}</p>` : ""}
${alternatives}${fields || (alternatives ? "" : `<p>${typeOf(schema)}</p>`)}
</section>`;
}

const STYLE = `
:root{color-scheme:dark;--bg:#0b0a1f;--surface:#16143a;--muted-bg:#1f1c4a;--fg:#ecebff;--muted:#bdb9e6;--border:#34306b;--accent:#f5c451;--link:#d2c4ff}
@media (prefers-color-scheme:light){:root{color-scheme:light;--bg:#faf8ff;--surface:#fff;--muted-bg:#f0ecfb;--fg:#1b1838;--muted:#4a4670;--border:#d9d3ef;--accent:#5b32c4;--link:#4a25ab}}
body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.6 ui-sans-serif,system-ui,sans-serif}
header,main,footer{max-width:72rem;margin:0 auto;padding:1rem 1.25rem}
header{border-bottom:1px solid var(--border)}
a{color:var(--link)}
h1,h2{font-family:Georgia,serif;letter-spacing:.02em}
h1{margin:.5rem 0}
h2{margin-top:2.5rem;border-bottom:1px solid var(--border);padding-bottom:.25rem}
h3{margin-top:2rem}
.operation{background:var(--surface);border:1px solid var(--border);border-radius:.75rem;padding:0 1.25rem 1rem;margin:1.5rem 0}
.method{display:inline-block;background:var(--accent);color:var(--bg);border-radius:.375rem;padding:0 .5rem;font-size:.875rem}
.summary{font-weight:600}
.access,.limits{color:var(--muted)}
.limits{font-size:.875rem}
table{border-collapse:collapse;width:100%;font-size:.9375rem}
.scroll{overflow-x:auto;margin:.5rem 0}
caption{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
th,td{border:1px solid var(--border);padding:.375rem .5rem;text-align:left;vertical-align:top}
thead th{background:var(--muted-bg)}
code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.875em}
pre{background:var(--muted-bg);border-radius:.5rem;padding:.75rem;white-space:pre-wrap;overflow-wrap:anywhere}
nav ul{columns:2 18rem}
`;

/** The whole page for the document, served at `/api/docs`. */
export function renderDocsPage(document: OpenApiDocument, descriptionPath: string): string {
  const server = document.servers?.[0]?.url ?? "";
  const tags = document.tags ?? [];
  const entries = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((method) => isObject((item as JsonObject)[method])).map((method) => ({
      path,
      method,
      operation: (item as JsonObject)[method] as JsonObject,
    })),
  );
  const byTag = tags.map((tag) => ({
    tag,
    operations: entries.filter(({ operation }) => Array.isArray(operation.tags) && operation.tags.includes(tag.name)),
  }));
  const schemas = Object.entries(document.components?.schemas ?? {}) as Array<[string, JsonObject]>;
  const contents = byTag
    .flatMap(({ operations }) => operations)
    .map(
      ({ method, path, operation }) =>
        `<li><a href="#${operationAnchor(method, path)}">${text(method.toUpperCase())} ${text(path)}</a>: ${prose(operation.summary as string | undefined)}</li>`,
    );
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${text(document.info.title)} · Cosmic Daily</title>
<meta name="description" content="${text(document.info.description ?? "")}">
<style>${STYLE}</style>
</head>
<body>
<header><a href="/">Cosmic Daily</a></header>
<main>
<h1>${text(document.info.title)}</h1>
<p>${prose(document.info.description)}</p>
<p>Version ${text(document.info.version)}, OpenAPI ${text(document.openapi)}. The machine-readable description: <a href="${text(descriptionPath)}">${text(descriptionPath)}</a>.</p>
<nav aria-labelledby="contents"><h2 id="contents">Endpoints</h2><ul>${contents.join("")}</ul></nav>
${byTag
  .filter(({ operations }) => operations.length > 0)
  .map(
    ({ tag, operations }) =>
      `<section aria-labelledby="tag-${text(tag.name.replace(/\W+/g, "-"))}"><h2 id="tag-${text(tag.name.replace(/\W+/g, "-"))}">${text(tag.name)}</h2>${tag.description ? `<p>${prose(tag.description)}</p>` : ""}${operations
        .map(({ method, path, operation }) => operationSection(document, server, method, path, operation))
        .join("\n")}</section>`,
  )
  .join("\n")}
<section aria-labelledby="schemas"><h2 id="schemas">Schemas</h2>
${schemas.map(([name, schema]) => schemaSection(name, schema)).join("\n")}
</section>
</main>
<footer><p><a href="/">Back to Cosmic Daily</a></p></footer>
</body>
</html>`;
}
