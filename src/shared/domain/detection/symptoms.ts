import type { RescueTypeId } from "./types.js";

// Symptoms read from tool output and logs (which stay English whatever the user's language). Every pattern
// is a flat alternation of literals and bounded gaps, so it runs in linear time; tokens are matched on word
// boundaries so that, e.g., ENOTFOUND never matches inside ModuleNotFoundError and E404 never inside a hash.

export interface SymptomRule {
  type: RescueTypeId;
  group: string;
  weight: number;
  reason: string;
  pattern: RegExp;
  /** Optional numeric check on the first capture group (file counts, context left). */
  accept?: (m: RegExpExecArray) => boolean;
}

const num = (s: string | undefined) => Number((s ?? "").replace(/[,.\s]/g, ""));

export const symptomRules: SymptomRule[] = [
  // ai_hallucination: names that do not exist
  {
    type: "ai_hallucination",
    group: "registry",
    weight: 5,
    reason: "Package not found in the registry",
    pattern:
      /(?<![\w-])(?:code E404|E404)(?![\w-])|404 Not Found - GET https?:\/\/registry|is not in (?:this|the npm) registry|No matching distribution found for|Could not find a version that satisfies the requirement|cannot find module providing package|fatal: repository '[^'\n]{1,200}' not found|Repository not found|No such package|not found in registry|no matching package named|(?:npm|pnpm|yarn) (?:install|i|add) [^\n]{1,80}(?:404|E404|[Nn]ot [Ff]ound)|No matching version found for|(?<![\w-])(?:ETARGET|notarget)(?![\w-])|package '[\w@/.-]{1,80}' not found|Could not find gem '|Could not find a matching version of package|No available formula with the name|Unable to locate package|pull access denied for|manifest unknown|Unable to resolve action `|unable to find version `|Can'?t find 'action\.ya?ml'|reading https?:\/\/proxy\.golang\.org\/[^\n]{1,200}404 Not Found|(?<![\w-])model_not_found(?![\w-])|The model `[^`\n]{1,80}` does not exist/i,
  },
  {
    type: "ai_hallucination",
    group: "missing-module",
    weight: 4,
    reason: "Module that does not exist",
    pattern:
      /ModuleNotFoundError|No module named '(?!\.)|Cannot find module '(?![./]|[@~]\/)|Module not found: (?:Error: )?Can'?t resolve '(?![./])|Failed to resolve import "(?![./]|[@~]\/)|Could not resolve "(?![./]|[@~]\/)|cannot import name '|has no exported member|is not exported from '|does not provide an export named|is not exported by "|Attempted import error|ImportError: cannot import|error TS2305\b|error TS2724\b|unresolved import/i,
  },
  {
    type: "ai_hallucination",
    group: "missing-member",
    weight: 4,
    reason: "Function, method or option that does not exist",
    pattern:
      /is not a function\b|has no attribute '|got an unexpected keyword argument|does not exist (?:on|in) type|error TS2339\b|error TS2551\b|undefined method `|NoMethodError|no method named `|no function or associated item named|cannot find symbol|is not a constructor|unrecognized option|unrecognized arguments?:|unknown option\b|unknown or unexpected option|Unknown command "|Unknown argument|invalid option '|flag provided but not defined|has no member named|Unknown font `|Unrecognized key\(s\) in object|Extra inputs are not permitted|Additional property \S{1,60} is not allowed|Invalid [\w.]{1,40} options? detected|is not a valid (?:option|flag|parameter)|Unknown compiler option|error TS5023\b|An argument named "[^"\n]{1,80}" is not expected here|Blocks of type "[^"\n]{1,80}" are not expected here|does not support (?:resource|data source) type|Unresolved reference:? |does not contain a definition for|error CS0117\b|error CS1061\b|Call to undefined (?:method|function)|UndefinedFunctionError|is undefined or private|isn'?t defined for the (?:type|class)|The named parameter '[^'\n]{1,60}' isn'?t defined|(?<![\w-])undefined: [A-Za-z_]\w{0,40}\.[A-Za-z_]|Unrecognized request argument|Received unknown parameter|unknown field `|unexpected argument '[^'\n]{1,60}' found|No such option:? |unknown flag:? |Error: unknown command|is not a (?:git|npm|docker|kubectl) command|Definition for rule '[^'\n]{1,80}' was not found|has no member '|no variant or associated item named|cannot find (?:function|macro|type|value|trait) `|BadMethodCallException|Method [\w\\]{1,120}::\w{1,60} does not exist|Trait "[^"\n]{1,120}" not found/i,
  },
  {
    type: "ai_hallucination",
    group: "local-module",
    weight: 1,
    reason: "Local file that cannot be found",
    pattern: /Cannot find module '(?:\.{1,2}|[@~])\/|Can'?t resolve '\.{1,2}\//,
  },
  // integration_issues: the seams between systems
  {
    type: "integration_issues",
    group: "cors",
    weight: 5,
    reason: "CORS blocked the request",
    pattern: /(?<![\w-])CORS(?![\w-])|Access-Control-Allow-Origin|blocked by CORS|preflight request/i,
  },
  {
    type: "integration_issues",
    group: "network",
    weight: 4,
    reason: "Connection or DNS failure",
    pattern:
      /(?<![\w-])(?:ECONNREFUSED|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|ECONNRESET|EHOSTUNREACH|ENETUNREACH|ESOCKETTIMEDOUT)(?![\w-])|getaddrinfo|Name or service not known|no such host|Failed to resolve '|NameResolutionError|[Cc]onnection refused|socket hang up|Max retries exceeded with url|could not connect to server|[Nn]etwork is unreachable|connection to server at [^\n]{1,120} failed|Connection timed out|dial tcp|[Ff]ailed to connect to (?:host|server|the server)|[Cc]ould not connect to (?:host|server|the server)|Can't reach database server|Network request failed|SMTPServerDisconnected|SMTPConnectError|Connection unexpectedly closed|net::ERR_CONNECTION_(?:REFUSED|RESET|TIMED_OUT)|MongoServerSelectionError|MongoNetworkError|ServerSelectionTimeoutError|Cannot connect to the Docker daemon|error (?:during connect|connecting to docker)|(?<![\w-]):?nxdomain(?![\w-])|non-existing domain|DBConnection\.ConnectionError|connection not available and request was dropped/,
  },
  {
    type: "integration_issues",
    group: "tls",
    weight: 4,
    reason: "TLS or certificate failure",
    pattern:
      /SSL certificate problem|unable to get local issuer certificate|self[- ]signed certificate|(?<![\w-])CERT_[A-Z_]{3,40}(?![\w-])|UNABLE_TO_GET_ISSUER_CERT|certificate has expired|SSL routines|ERR_SSL_|ERR_CERT_[A-Z_]{3,40}|TLS handshake (?:failed|timeout)/,
  },
  {
    type: "integration_issues",
    group: "auth",
    weight: 4,
    reason: "Another service rejected the credentials",
    pattern:
      /(?<![\w-])(?:401|403)(?![\w-])[^\n]{0,40}(?:Unauthorized|Forbidden)|(?<![\w-])(?:Unauthorized|Forbidden)(?![\w-])|invalid_client|invalid_grant|invalid_api_key|Incorrect API key|invalid API key|AuthenticationError|authentication[-_ ]error|authentication credentials?\b|Resource not accessible by|Client Authentication failed|Authentication failed against|credentials (?:for [^\n]{0,40})?(?:are|is) not valid|password authentication failed|(?<![\w-])(?:invalid_token|token_revoked|invalid_auth|not_authed|invalid_key|INVALID_USER_[A-Z]{3,12})(?![\w-])|Permission to \S{1,100} denied|The requested URL returned error: 40[13]|(?<![\w-])AccessDenied(?![\w-])|Access Denied|invalid_credentials|Authentication by given credentials failed|Authentication failed for '|Username and Password not accepted|API key not valid|auth\/(?:invalid-api-key|api-key-not-valid|unauthorized-domain|configuration-not-found|operation-not-allowed|network-request-failed)|status(?:Code|_code| code)?["':= ]{1,3}(?:401|403)(?![\w-])|Request failed with status code 40[13]|Error code: 40[13]|"status": ?"40[13]"/i,
  },
  {
    type: "integration_issues",
    group: "oauth",
    weight: 5,
    reason: "OAuth redirect mismatch",
    pattern:
      /redirect_uri_mismatch|redirect_uri does not match|redirect_uri|redirect URIs?\b|callback URL mismatch|Error 40\d: (?:invalid_request|invalid_client|unauthorized_client|access_denied|disallowed_useragent|invalid_scope|org_internal)|Custom scheme URIs are not allowed/i,
  },
  {
    type: "integration_issues",
    group: "webhook",
    weight: 5,
    reason: "Webhook delivery or signature failure",
    pattern:
      /No signatures found matching|signature verification failed|Webhook Error|Bad webhook|(?<![\w-])SIGN_ERROR(?![\w-])|签名错误|[Ii]nvalid signature|signature (?:is invalid|mismatch|does not match)|couldn'?t deliver this payload|webhook[^\n]{0,60}(?:signature|failed|timed out|timeout)/i,
  },
  {
    type: "integration_issues",
    group: "env",
    weight: 4,
    reason: "Missing configuration or secret",
    pattern:
      /[Mm]issing (?:required )?(?:environment variable|env var|secret|API key)|environment variable[^\n]{0,40}(?:missing|not set|undefined|required)|process\.env\.[A-Z_]{2,40} is undefined|(?<![\w-])[A-Z][A-Z0-9_]{1,40}_(?:KEY|SECRET|URL|TOKEN|CREDENTIALS)(?![\w-])[^\n]{0,30}(?:is (?:missing|not set|undefined|required)|not found|points to|secret seems)|supabaseUrl is required|(?:key|token|secret) is for (?:a |the )?(?:development|test|live|production) (?:instance|mode|environment)|(?:API key|secret)[^\n]{0,20}(?:is )?(?:missing|wrong|expired)/,
  },
  {
    type: "integration_issues",
    group: "http",
    weight: 3,
    reason: "Upstream HTTP error",
    pattern:
      /(?<![\w-])(?:502|503|504)(?![\w-])[^\n]{0,30}(?:Bad Gateway|Service Unavailable|Gateway Timeout)|upstream error|insufficient_quota|exceeded your (?:current )?quota|(?<![\w-])429 Too Many Requests|RateLimitError|rate[_ ]limit(?:ed| exceeded)|(?:GET|POST|PUT|PATCH|DELETE) \/\S{0,200} 5\d\d(?![\w-])|(?:GET|POST|PUT|PATCH|DELETE) https?:\/\/\S{1,300} (?:401|403|404|5\d\d)(?![\w-])|FetchError|HTTPSConnectionPool|(?:returns?|got|gives?|responds? with) (?:a |an )?(?:401|403|5\d\d)(?![\w-])/i,
  },
  {
    type: "integration_issues",
    group: "deps",
    weight: 4,
    reason: "Dependency versions do not fit together",
    pattern:
      /(?<![\w-])ERESOLVE(?![\w-])|Could not resolve dependency|unable to resolve dependency tree|conflicting peer dependency|version conflict|incompatible (?:peer )?dependenc/i,
  },
  {
    type: "integration_issues",
    group: "service-config",
    weight: 4,
    reason: "A service's policy or domain setup blocks it",
    pattern:
      /row[- ]level security|domain is not verified|(?<![\w-])(?:SPF|DKIM)(?![\w-])|DNS records?|https url must be provided|is not configured under images|(?<![\w-])DMARC(?![\w-])|(?<![\w-])(?:dispatch_failed|url_verification_failed|invalid_blocks|channel_not_found|not_in_channel|missing_scope)(?![\w-])|Unauthenticated email|url not in domain list|not in (?:the )?(?:domain|allowed domains?) list|CrashLoopBackOff/i,
  },
  // complexity_overwhelm: the session is bigger than anyone can hold
  {
    type: "complexity_overwhelm",
    group: "context",
    weight: 4,
    reason: "The context window is full",
    pattern:
      /Context left until auto-compact: ?\d|Compacting conversation|(?<![\w-])Compacted\.|Conversation compacted|maximum context length|ContextWindowExceeded|exceeds the [\d,]{3,12} token limit|Context Window Usage|Chat history compressed|exceeds the total supported prompt size|prompt is too long|ran out of tokens|context (?:window|limit) (?:is )?(?:nearly |almost )?(?:full|exceeded|reached)|(?:reached|hit|exceeded|approaching) (?:the |its |my )?(?:context|token) (?:window|limit)|chat is getting (?:too )?long|conversation is too long|(?<![\w-])auto-compact(?:ing|ed)?(?![\w-])/i,
  },
  {
    type: "complexity_overwhelm",
    group: "context",
    weight: 4,
    reason: "Little context left",
    pattern: /(\d{1,2})% context left/,
    accept: (m) => num(m[1]) <= 15,
  },
  {
    type: "complexity_overwhelm",
    group: "size",
    weight: 3,
    reason: "Hundreds of files read",
    pattern: /Found ([\d,]{3,7}) files|content from \**([\d,]{3,7}) file|with ([\d,]{4,7}) files|File list truncated/,
    accept: (m) => (m[1] ?? m[2] ?? m[3]) === undefined || num(m[1] ?? m[2] ?? m[3]) >= 100,
  },
  {
    type: "complexity_overwhelm",
    group: "size",
    weight: 3,
    reason: "Very large files",
    pattern:
      /Read ([\d,]{4,7}) lines|is ([\d,]{4,7}) lines|([\d,]{4,7})[- ]line (?:file|component|diff|script|module|class|function)|diff is ([\d,]{4,7}) lines/,
    accept: (m) => num(m[1] ?? m[2] ?? m[3] ?? m[4]) >= 1000,
  },
  {
    type: "complexity_overwhelm",
    group: "files",
    weight: 4,
    reason: "Many files changed at once",
    pattern:
      /(\d{1,4}) files? changed|(?:changed|modified|edited|touched|touches|changes to|review|reviewing|across|count|in) (\d{1,4}) (?:files|archivos|Dateien|arquivos|fichiers|файл[а-яё]*)|(\d{1,4}) (?:files|archivos|Dateien|arquivos|fichiers|файл[а-яё]*) (?:changed|modified|edited|at once|in one go|de golpe|a la vez|auf einmal|gleichzeitig|de uma vez|ao mesmo tempo|d'un coup|à la fois|за раз|сразу)|(\d{1,4})\s?(?:个文件|ファイル)/i,
    accept: (m) => num(m[1] ?? m[2] ?? m[3] ?? m[4]) >= 10,
  },
  {
    type: "complexity_overwhelm",
    group: "files",
    weight: 4,
    reason: "Many files changed at once",
    pattern:
      /(?:изменен[оаы]?|изменил|поменял|затронул[оаи]?|geändert|änderte|modificó|modificados|modificou|alterou|alterados|modifiés?|touché|a modifié) (?:уже |ganze |já |déjà )?(\d{1,4}) (?:files|файл[а-яё]*|Dateien|archivos|arquivos|fichiers)|(?:変更)?ファイル(?:が|数)?[:：]?\s?(\d{1,4})\s?(?:個|件|本|ファイル)|(?:改|修改|动|改动)了\s?(\d{1,4})\s?个/i,
    accept: (m) => num(m[1] ?? m[2] ?? m[3]) >= 10,
  },
  {
    type: "complexity_overwhelm",
    group: "files",
    weight: 3,
    reason: "Dozens of files in one change",
    pattern: /(?<![\w.,])(\d{2,4}) (?:[\w.]{1,12} )?(?:files|archivos|Dateien|arquivos|fichiers|файл[а-яё]*)(?![\w])/i,
    accept: (m) => num(m[1]) >= 25,
  },
  {
    type: "complexity_overwhelm",
    group: "size",
    weight: 3,
    reason: "A diff of thousands of lines",
    pattern:
      /(?:diff|дифф|差分|Diff)[^\n\d]{0,12}(\d[\d,.]{2,6})\s?(?:\+\s)?(?:lines|строк[аи]?|Zeilen|líneas|linhas|lignes|行)|(\d[\d,]{2,6}) (?:changed lines|lines changed|lines of diff|insertions)/i,
    accept: (m) => num(m[1] ?? m[2]) >= 1000,
  },
  // repeated_failures: the edit tooling itself failing again and again
  {
    type: "repeated_failures",
    group: "edit-fail",
    weight: 3,
    reason: "The edit could not be applied",
    pattern:
      /SearchReplaceNoExactMatch|SEARCH\/REPLACE blocks? failed to match|Failed to apply edit|0 occurrences found for old_string|did not conform to the edit format|String to replace not found/i,
  },
];

/** An error line, for fingerprinting recurring errors. */
export const ERROR_TOKEN =
  /(?:Error|Exception)\b|\berror\b|\bfailed\b|\bfailure\b|\bfatal\b|\bFAIL\b|\bcannot\b|\bcan't\b|\bunable to\b|\bnot found\b|\bdoes not exist\b|\bis not assignable\b|\bis possibly\b|\bexpected\b|\bundefined\b|\brefused\b|\bdenied\b|\bUnexpected token\b|\bexited with\b|\binvalid operation\b|\bmismatched types\b|\bnot defined\b|\bTimeout\b|\btimed out\b/i;

/** Normalises an error so that the same error with other numbers, paths, hashes or line numbers matches. */
export function fingerprint(line: string): string | null {
  // A bare HTTP error status on its own line (curl -w "%{http_code}") is an error too.
  const status = line.length <= 24 ? /^[\s⎿└│>]{0,12}([45]\d\d)\s*$/.exec(line) : null;
  if (status) return `http status ${status[1]}`;
  const m = ERROR_TOKEN.exec(line);
  if (!m) return null;
  // The token starts at its word (TypeError, requests.exceptions.ConnectionError): walked back by hand, as a
  // leading [\w.]* in the pattern would retry at every position of a long token-like line.
  let from = m.index;
  while (from > 0 && m.index - from < 80 && /[\w.]/.test(line[from - 1]!)) from--;
  // Box-drawing borders (Gemini CLI, Codex) are frames, not part of the message.
  let s = line.slice(from, from + 220).replace(/[\u2500-\u257f]/g, " ");
  const stop = s.search(/\.\s|\s{3}/);
  if (stop > 20) s = s.slice(0, stop);
  s = s.toLowerCase();
  // Numbers standing alone (line numbers, ports, counts) are normalised; digits inside a code (P3006, TS2305,
  // E11000) name the error. Each normalisation runs only when its characters occur (most error lines have no URL, path or hash).
  if (s.includes("://")) s = s.replace(/https?:\/\/\S+/g, "<url>");
  if (s.includes("/") || s.includes("\\"))
    s = s.replace(/[^\s'"`()[\]]+/g, (p) =>
      (p.includes("/") || p.includes("\\")) && !p.startsWith("./") && !p.startsWith("../") ? "<path>" : p,
    );
  // A number that ends a name (resource-1, step_2) names another thing: the same error for each of 26 new
  // modules is progress through a list, not the same error coming back.
  if (/\d/.test(s))
    s = s
      .replace(
        /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b|\b0x[0-9a-f]+\b|\b[0-9a-f]{7,64}\b/g,
        "<hex>",
      )
      .replace(/(?<![a-z][-_])\b\d+/g, "#");
  s = s.replace(/\s+/g, " ").trim();
  return s.length >= 12 ? s.slice(0, 140) : null;
}
