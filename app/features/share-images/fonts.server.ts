import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { woffToSfnt } from "#app/lib/woff.server.ts";
import type { CardFonts } from "./card-svg";

/**
 * The fonts the share images are drawn with ([share.image-fonts]), all from this machine: nothing
 * is downloaded. resvg reads TrueType and OpenType files only, and the site's own faces ship as
 * web fonts: Cinzel (SIL Open Font License) comes as WOFF in @fontsource/cinzel, which is unwrapped
 * once into a private temporary folder; Inter ships only as WOFF2, so the text face is Debian's
 * DejaVu Sans where installed (it also draws the zodiac glyphs). Whatever is missing, the images
 * are still drawn, with what there is or resvg's own choice among the system's fonts.
 */
export type FontSetup = {
  families: CardFonts;
  /** Font files for resvg. */
  files: string[];
  /** True when no file was found and resvg should look for the system's fonts itself. */
  loadSystemFonts: boolean;
  /** What could not be loaded, for the log. */
  problems: string[];
};

const CINZEL_WOFF = "@fontsource/cinzel/files/cinzel-latin-700-normal.woff";
// Debian and Ubuntu (fonts-dejavu-core), Fedora, Arch.
const DEJAVU_DIRS = [
  "/usr/share/fonts/truetype/dejavu",
  "/usr/share/fonts/dejavu-sans-fonts",
  "/usr/share/fonts/dejavu",
  "/usr/share/fonts/TTF",
];
const DEJAVU_FILES = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"];

type FontSources = {
  /** Where to look for DejaVu Sans; tests point it elsewhere. */
  dejavuDirs?: readonly string[];
  /** Reads the Cinzel WOFF; tests make it fail. */
  readCinzelWoff?: () => Uint8Array;
};

function readInstalledCinzel(): Uint8Array {
  return readFileSync(createRequire(import.meta.url).resolve(CINZEL_WOFF));
}

let fontFolder: string | undefined;

/** A folder of this process only, removed when it exits. */
function privateFontFolder(): string {
  if (!fontFolder) {
    const folder = mkdtempSync(join(tmpdir(), "cosmic-daily-fonts-"));
    fontFolder = folder;
    process.once("exit", () => rmSync(folder, { recursive: true, force: true }));
  }
  return fontFolder;
}

function cinzelFile(read: () => Uint8Array): string {
  const file = join(privateFontFolder(), "Cinzel-Bold.ttf");
  // Written aside and renamed: a render reading the file never sees half of it.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, woffToSfnt(read()));
  renameSync(partial, file);
  return file;
}

function dejavuFiles(dirs: readonly string[]): string[] | undefined {
  for (const dir of dirs) {
    const files = DEJAVU_FILES.map((name) => join(dir, name));
    if (files.every((file) => existsSync(file))) return files;
  }
  return undefined;
}

/** Finds the faces; never throws. */
export function findShareImageFonts({ dejavuDirs = DEJAVU_DIRS, readCinzelWoff = readInstalledCinzel }: FontSources = {}): FontSetup {
  const problems: string[] = [];
  let cinzel: string | undefined;
  try {
    cinzel = cinzelFile(readCinzelWoff);
  } catch (error) {
    problems.push(`Cinzel could not be loaded from ${CINZEL_WOFF}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const dejavu = dejavuFiles(dejavuDirs);
  if (!dejavu) problems.push(`DejaVu Sans was not found in ${dejavuDirs.join(", ")}`);

  const files = [...(cinzel ? [cinzel] : []), ...(dejavu ?? [])];
  const text = dejavu ? "DejaVu Sans" : cinzel ? "Cinzel" : "sans-serif";
  return {
    families: { display: cinzel ? "Cinzel" : text === "sans-serif" ? "serif" : text, text, symbols: Boolean(dejavu) },
    files,
    loadSystemFonts: files.length === 0,
    problems,
  };
}
