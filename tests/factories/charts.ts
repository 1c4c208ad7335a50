/** A birth with its time and place, for tests of saved charts: Ulm, 14 March 1879, 11:30. */
export const ULM_BIRTH = {
  date: "1879-03-14",
  time: "11:30",
  lat: 48.4011,
  lon: 9.9876,
  tz: "Europe/Berlin",
  houses: "placidus",
  place: "Ulm, Baden-Württemberg, Germany",
};
