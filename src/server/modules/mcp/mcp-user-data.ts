import { mcpProtocolText } from "../../../shared/content/mcp-tools.js";

/**
 * Text a user brought in from elsewhere (an imported session) reaches an agent only inside a labelled data
 * block, never as if Unstuck wrote it (decision 0266). Markup characters inside are escaped, so the data
 * cannot close the block (`</user_data>`) or the client's own wrapper (`</tool_result>`).
 */
export const USER_DATA_NOTICE = mcpProtocolText.userDataNotice;
const OPEN = '<user_data source="imported session">';
const CLOSE = "</user_data>";

export const escapeMarkup = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** One field's text as a data block of its own (for structured results, where each field stands alone). */
export const userDataField = (text: string) => `${OPEN}${escapeMarkup(text)}${CLOSE}`;

/** A whole result as JSON inside one labelled block, preceded by the notice (for the text a model reads). */
export const userDataBlock = (data: unknown) =>
  `${USER_DATA_NOTICE}\n${OPEN}\n${escapeMarkup(JSON.stringify(data, null, 2))}\n${CLOSE}`;
