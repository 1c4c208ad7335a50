import { beforeAll, describe, expect, test } from "vitest";
import { PLACE_MESSAGES } from "#server/http/api/places.ts";
import { buildTestApp, SITE_URL } from "#tests/factories/site.ts";
import { useTestDatabase } from "#tests/setup/databases.ts";

type Answer = { places: { id: number; name: string; countryCode: string; country: string; timeZone: string; population: number }[] };

describe("GET /api/places ([places.api])", () => {
  const database = useTestDatabase("pglite");
  let app: ReturnType<typeof buildTestApp>["app"];
  beforeAll(() => {
    ({ app } = buildTestApp(database));
  });
  const get = (query: string) => app.request(`${SITE_URL}/api/places?${query}`);

  test("[places.api] a prefix answers the towns with their zones, cached for a day", async () => {
    const res = await get("q=zur");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=86400");
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    const { places } = (await res.json()) as Answer;
    expect(places).toHaveLength(8);
    // GeoNames 2657896: Zürich, 47.36667 N 8.55 E.
    expect(places[0]).toEqual({
      id: 2657896,
      name: "Zürich",
      region: "Zurich",
      countryCode: "CH",
      country: "Switzerland",
      latitude: 47.36667,
      longitude: 8.55,
      population: 341730,
      timeZone: "Europe/Zurich",
    });
  });

  test.each([
    ["sao%20p", "São Paulo", "America/Sao_Paulo"],
    ["S%C3%A3o+Paulo", "São Paulo", "America/Sao_Paulo"],
    ["London", "London", "Europe/London"],
    ["syd", "Sydney", "Australia/Sydney"],
    ["reykjav%C3%ADk", "Reykjavík", "Atlantic/Reykjavik"],
    ["%20%20pa%20", "Paris", "Europe/Paris"],
  ])("[places.api] q=%s answers %s first, in %s", async (q, name, timeZone) => {
    const res = await get(`q=${q}`);
    expect(res.status).toBe(200);
    const { places } = (await res.json()) as Answer;
    expect(places[0]).toMatchObject({ name, timeZone });
  });

  // Issue acceptance: the border towns' zones and the names readers type, each answer with its region.
  test.each([
    ["Tornio", "Tornio", "Europe/Helsinki"],
    ["Ushuaia", "Ushuaia", "America/Argentina/Ushuaia"],
    ["Tabatinga", "Tabatinga", "America/Manaus"],
    ["Leticia", "Leticia", "America/Bogota"],
    ["Kiev", "Kyiv", "Europe/Kyiv"],
    [encodeURIComponent("Київ"), "Kyiv", "Europe/Kyiv"],
    [encodeURIComponent("München"), "Munich", "Europe/Berlin"],
    [encodeURIComponent("Ciudad de México"), "Mexico City", "America/Mexico_City"],
    ["Ulaanbaatar", "Ulan Bator", "Asia/Ulaanbaatar"],
    ["Ulan%20Bator", "Ulan Bator", "Asia/Ulaanbaatar"],
  ])("[places.api] [places.time-zone] q=%s answers %s first, in %s, with its region", async (q, name, timeZone) => {
    const { places } = (await (await get(`q=${q}`)).json()) as Answer & { places: { region: string | null }[] };
    expect(places[0]).toMatchObject({ name, timeZone });
    expect(places[0]!.region).toEqual(expect.any(String));
  });

  // Towns facing each other across a border, each on its own side's clock ([places.time-zone]).
  test.each([
    ["Haparanda", "SE", "Europe/Stockholm"],
    ["Ciudad Juárez", "MX", "America/Ciudad_Juarez"],
    ["El Paso", "US", "America/Denver"],
    ["Valga", "EE", "Europe/Tallinn"],
    ["Valka", "LV", "Europe/Riga"],
    ["Narva", "EE", "Europe/Tallinn"],
    ["Ivangorod", "RU", "Europe/Moscow"],
    ["Blagoveshchensk", "RU", "Asia/Yakutsk"],
    ["Heihe", "CN", "Asia/Shanghai"],
    ["Nogales", "MX", "America/Hermosillo"],
    ["Detroit", "US", "America/Detroit"],
    ["Windsor", "CA", "America/Toronto"],
    ["Gorizia", "IT", "Europe/Rome"],
    ["Nova Gorica", "SI", "Europe/Ljubljana"],
    ["Słubice", "PL", "Europe/Warsaw"],
    ["Frankfurt (Oder)", "DE", "Europe/Berlin"],
    ["Foz do Iguaçu", "BR", "America/Sao_Paulo"],
    ["Ciudad del Este", "PY", "America/Asuncion"],
    ["Puerto Iguazú", "AR", "America/Argentina/Cordoba"],
  ])("[places.time-zone] the border town %s (%s) is in %s", async (name, countryCode, timeZone) => {
    const { places } = (await (await get(`q=${encodeURIComponent(name)}`)).json()) as Answer;
    expect(places[0]).toMatchObject({ name, countryCode, timeZone });
  });

  test("[places.api] limit chooses how many, biggest first; nothing found is an empty list", async () => {
    const three = ((await (await get("q=san&limit=3")).json()) as Answer).places;
    expect(three.map((place) => place.name)).toEqual(["Santiago", "Santo Domingo", "Sanaa"]);
    expect(((await (await get("q=san&limit=20")).json()) as Answer).places).toHaveLength(20);
    expect(((await (await get("q=sa&limit=1")).json()) as Answer).places).toHaveLength(1);
    const none = await get("q=qxz");
    expect(none.status).toBe(200);
    expect(await none.json()).toEqual({ places: [] });
    // Two characters that are not letters pass the length check but name no town.
    expect(await (await get("q=--")).json()).toEqual({ places: [] });
  });

  test.each([
    ["", "invalid_query", PLACE_MESSAGES.short],
    ["q=", "invalid_query", PLACE_MESSAGES.short],
    ["q=l", "invalid_query", PLACE_MESSAGES.short],
    ["q=%20l%20%20", "invalid_query", PLACE_MESSAGES.short],
    [`q=${"a".repeat(101)}`, "invalid_query", PLACE_MESSAGES.long],
    ["q=lon&limit=0", "invalid_limit", PLACE_MESSAGES.limit],
    ["q=lon&limit=21", "invalid_limit", PLACE_MESSAGES.limit],
    ["q=lon&limit=2.5", "invalid_limit", PLACE_MESSAGES.limit],
    ["q=lon&limit=-1", "invalid_limit", PLACE_MESSAGES.limit],
    ["q=lon&limit=ten", "invalid_limit", PLACE_MESSAGES.limit],
    ["q=lon&limit=", "invalid_limit", PLACE_MESSAGES.limit],
  ])("[places.api] %j is refused with 400 and a message", async (query, code, message) => {
    const res = await get(query);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code, message } });
  });

  test("[places.api] the messages say what is expected", () => {
    expect(PLACE_MESSAGES).toEqual({
      short: "q must be at least 2 characters",
      long: "q must be at most 100 characters",
      limit: "limit must be a whole number from 1 to 20",
    });
  });

  test("[places.api] a query of exactly 100 characters is searched", async () => {
    const res = await get(`q=${"é".repeat(100)}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ places: [] });
  });
});
