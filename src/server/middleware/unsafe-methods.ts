/** The methods that change state: only these are origin-checked and have their JSON bodies inspected. */
export const unsafeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);
