const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Row ids are UUIDs: anything else names no row, so it is answered without asking the database. */
export const isUuid = (value: string) => UUID.test(value);
