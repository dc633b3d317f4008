/** The `<script type="application/json">` element a server-rendered page carries its query data in. */
export const QUERY_STATE_ELEMENT_ID = 'thindi-query-state';
