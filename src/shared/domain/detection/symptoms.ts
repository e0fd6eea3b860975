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
    pattern: new RegExp(
      String.raw`(?<![\w-])(?:code E404|E404)(?![\w-])|404 Not Found - GET https?:\/\/registry|is not in (?:this` +
        String.raw`|the npm) registry|No matching distribution found for` +
        String.raw`|Could not find a version that satisfies the requirement|cannot find module providing package` +
        String.raw`|fatal: repository '[^'\n]{1,200}' not found|Repository not found|No such package` +
        String.raw`|not found in registry|no matching package named|(?:npm|pnpm|yarn) (?:install|i` +
        String.raw`|add) [^\n]{1,80}(?:404|E404|[Nn]ot [Ff]ound)|No matching version found for|(?<![\w-])(?:ETARGET` +
        String.raw`|notarget)(?![\w-])|package '[\w@/.-]{1,80}' not found|Could not find gem '` +
        String.raw`|Could not find a matching version of package|No available formula with the name` +
        "|Unable to locate package|pull access denied for|manifest unknown|Unable to resolve action `" +
        "|unable to find version `|Can'?t find 'action\\.ya?ml'" +
        String.raw`|reading https?:\/\/proxy\.golang\.org\/[^\n]{1,200}404 Not Found` +
        "|(?<![\\w-])model_not_found(?![\\w-])|The model `[^`\\n]{1,80}` does not exist",
      "i",
    ),
  },
  {
    type: "ai_hallucination",
    group: "missing-module",
    weight: 4,
    reason: "Module that does not exist",
    pattern: new RegExp(
      String.raw`ModuleNotFoundError|No module named '(?!\.)|Cannot find module '(?![./]|[@~]\/)` +
        String.raw`|Module not found: (?:Error: )?Can'?t resolve '(?![./])|Failed to resolve import "(?![./]|[@~]\/)` +
        String.raw`|Could not resolve "(?![./]|[@~]\/)|cannot import name '|has no exported member` +
        String.raw`|is not exported from '|does not provide an export named|is not exported by "` +
        String.raw`|Attempted import error|ImportError: cannot import|error TS2305\b|error TS2724\b|unresolved import`,
      "i",
    ),
  },
  {
    type: "ai_hallucination",
    group: "missing-member",
    weight: 4,
    reason: "Function, method or option that does not exist",
    pattern: new RegExp(
      String.raw`is not a function\b|has no attribute '|got an unexpected keyword argument|does not exist (?:on` +
        "|in) type|error TS2339\\b|error TS2551\\b|undefined method `|NoMethodError|no method named `" +
        String.raw`|no function or associated item named|cannot find symbol|is not a constructor|unrecognized option` +
        String.raw`|unrecognized arguments?:|unknown option\b|unknown or unexpected option|Unknown command "` +
        "|Unknown argument|invalid option '|flag provided but not defined|has no member named|Unknown font `" +
        String.raw`|Unrecognized key\(s\) in object|Extra inputs are not permitted` +
        String.raw`|Additional property \S{1,60} is not allowed|Invalid [\w.]{1,40} options? detected` +
        String.raw`|is not a valid (?:option|flag|parameter)|Unknown compiler option|error TS5023\b` +
        String.raw`|An argument named "[^"\n]{1,80}" is not expected here` +
        String.raw`|Blocks of type "[^"\n]{1,80}" are not expected here|does not support (?:resource|data source) type` +
        String.raw`|Unresolved reference:? |does not contain a definition for|error CS0117\b|error CS1061\b` +
        String.raw`|Call to undefined (?:method|function)|UndefinedFunctionError|is undefined or private` +
        String.raw`|isn'?t defined for the (?:type|class)|The named parameter '[^'\n]{1,60}' isn'?t defined` +
        String.raw`|(?<![\w-])undefined: [A-Za-z_]\w{0,40}\.[A-Za-z_]|Unrecognized request argument` +
        "|Received unknown parameter|unknown field `|unexpected argument '[^'\\n]{1,60}' found" +
        String.raw`|No such option:? |unknown flag:? |Error: unknown command|is not a (?:git|npm|docker` +
        String.raw`|kubectl) command|Definition for rule '[^'\n]{1,80}' was not found|has no member '` +
        "|no variant or associated item named|cannot find (?:function|macro|type|value|trait) `" +
        String.raw`|BadMethodCallException|Method [\w\\]{1,120}::\w{1,60} does not exist` +
        String.raw`|Trait "[^"\n]{1,120}" not found`,
      "i",
    ),
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
    pattern: new RegExp(
      String.raw`(?<![\w-])(?:ECONNREFUSED|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|ECONNRESET|EHOSTUNREACH|ENETUNREACH` +
        String.raw`|ESOCKETTIMEDOUT)(?![\w-])|getaddrinfo|Name or service not known|no such host|Failed to resolve '` +
        String.raw`|NameResolutionError|[Cc]onnection refused|socket hang up|Max retries exceeded with url` +
        String.raw`|could not connect to server|[Nn]etwork is unreachable|connection to server at [^\n]{1,120} failed` +
        String.raw`|Connection timed out|dial tcp|[Ff]ailed to connect to (?:host|server|the server)` +
        String.raw`|[Cc]ould not connect to (?:host|server|the server)|Can't reach database server` +
        String.raw`|Network request failed|SMTPServerDisconnected|SMTPConnectError|Connection unexpectedly closed` +
        String.raw`|net::ERR_CONNECTION_(?:REFUSED|RESET|TIMED_OUT)|MongoServerSelectionError|MongoNetworkError` +
        String.raw`|ServerSelectionTimeoutError|Cannot connect to the Docker daemon|error (?:during connect` +
        String.raw`|connecting to docker)|(?<![\w-]):?nxdomain(?![\w-])|non-existing domain` +
        String.raw`|DBConnection\.ConnectionError|connection not available and request was dropped`,
      "",
    ),
  },
  {
    type: "integration_issues",
    group: "tls",
    weight: 4,
    reason: "TLS or certificate failure",
    pattern: new RegExp(
      String.raw`SSL certificate problem|unable to get local issuer certificate|self[- ]signed certificate` +
        String.raw`|(?<![\w-])CERT_[A-Z_]{3,40}(?![\w-])|UNABLE_TO_GET_ISSUER_CERT|certificate has expired` +
        String.raw`|SSL routines|ERR_SSL_|ERR_CERT_[A-Z_]{3,40}|TLS handshake (?:failed|timeout)`,
      "",
    ),
  },
  {
    type: "integration_issues",
    group: "auth",
    weight: 4,
    reason: "Another service rejected the credentials",
    pattern: new RegExp(
      String.raw`(?<![\w-])(?:401|403)(?![\w-])[^\n]{0,40}(?:Unauthorized|Forbidden)|(?<![\w-])(?:Unauthorized` +
        String.raw`|Forbidden)(?![\w-])|invalid_client|invalid_grant|invalid_api_key|Incorrect API key|invalid API key` +
        String.raw`|AuthenticationError|authentication[-_ ]error|authentication credentials?\b` +
        String.raw`|Resource not accessible by|Client Authentication failed|Authentication failed against` +
        String.raw`|credentials (?:for [^\n]{0,40})?(?:are|is) not valid|password authentication failed` +
        String.raw`|(?<![\w-])(?:invalid_token|token_revoked|invalid_auth|not_authed|invalid_key` +
        String.raw`|INVALID_USER_[A-Z]{3,12})(?![\w-])|Permission to \S{1,100} denied` +
        String.raw`|The requested URL returned error: 40[13]|(?<![\w-])AccessDenied(?![\w-])|Access Denied` +
        String.raw`|invalid_credentials|Authentication by given credentials failed|Authentication failed for '` +
        String.raw`|Username and Password not accepted|API key not valid|auth\/(?:invalid-api-key|api-key-not-valid` +
        String.raw`|unauthorized-domain|configuration-not-found|operation-not-allowed|network-request-failed)` +
        String.raw`|status(?:Code|_code| code)?["':= ]{1,3}(?:401|403)(?![\w-])|Request failed with status code 40[13]` +
        String.raw`|Error code: 40[13]|"status": ?"40[13]"`,
      "i",
    ),
  },
  {
    type: "integration_issues",
    group: "oauth",
    weight: 5,
    reason: "OAuth redirect mismatch",
    pattern: new RegExp(
      String.raw`redirect_uri_mismatch|redirect_uri does not match|redirect_uri|redirect URIs?\b` +
        String.raw`|callback URL mismatch|Error 40\d: (?:invalid_request|invalid_client|unauthorized_client` +
        String.raw`|access_denied|disallowed_useragent|invalid_scope|org_internal)|Custom scheme URIs are not allowed`,
      "i",
    ),
  },
  {
    type: "integration_issues",
    group: "webhook",
    weight: 5,
    reason: "Webhook delivery or signature failure",
    pattern: new RegExp(
      String.raw`No signatures found matching|signature verification failed|Webhook Error|Bad webhook` +
        String.raw`|(?<![\w-])SIGN_ERROR(?![\w-])|签名错误|[Ii]nvalid signature|signature (?:is invalid|mismatch` +
        String.raw`|does not match)|couldn'?t deliver this payload|webhook[^\n]{0,60}(?:signature|failed|timed out` +
        String.raw`|timeout)`,
      "i",
    ),
  },
  {
    type: "integration_issues",
    group: "env",
    weight: 4,
    reason: "Missing configuration or secret",
    pattern: new RegExp(
      String.raw`[Mm]issing (?:required )?(?:environment variable|env var|secret|API key)` +
        String.raw`|environment variable[^\n]{0,40}(?:missing|not set|undefined|required)` +
        String.raw`|process\.env\.[A-Z_]{2,40} is undefined|(?<![\w-])[A-Z][A-Z0-9_]{1,40}_(?:KEY|SECRET|URL|TOKEN` +
        String.raw`|CREDENTIALS)(?![\w-])[^\n]{0,30}(?:is (?:missing|not set|undefined|required)|not found|points to` +
        String.raw`|secret seems)|supabaseUrl is required|(?:key|token|secret) is for (?:a |the )?(?:development|test` +
        String.raw`|live|production) (?:instance|mode|environment)|(?:API key|secret)[^\n]{0,20}(?:is )?(?:missing` +
        String.raw`|wrong|expired)`,
      "",
    ),
  },
  {
    type: "integration_issues",
    group: "http",
    weight: 3,
    reason: "Upstream HTTP error",
    pattern: new RegExp(
      String.raw`(?<![\w-])(?:502|503|504)(?![\w-])[^\n]{0,30}(?:Bad Gateway|Service Unavailable|Gateway Timeout)` +
        String.raw`|upstream error|insufficient_quota|exceeded your (?:current )?quota|(?<![\w-])429 Too Many Requests` +
        String.raw`|RateLimitError|rate[_ ]limit(?:ed| exceeded)|(?:GET|POST|PUT|PATCH` +
        String.raw`|DELETE) \/\S{0,200} 5\d\d(?![\w-])|(?:GET|POST|PUT|PATCH|DELETE) https?:\/\/\S{1,300} (?:401|403` +
        String.raw`|404|5\d\d)(?![\w-])|FetchError|HTTPSConnectionPool|(?:returns?|got|gives?|responds? with) (?:a ` +
        String.raw`|an )?(?:401|403|5\d\d)(?![\w-])`,
      "i",
    ),
  },
  {
    type: "integration_issues",
    group: "deps",
    weight: 4,
    reason: "Dependency versions do not fit together",
    pattern: new RegExp(
      String.raw`(?<![\w-])ERESOLVE(?![\w-])|Could not resolve dependency|unable to resolve dependency tree` +
        String.raw`|conflicting peer dependency|version conflict|incompatible (?:peer )?dependenc`,
      "i",
    ),
  },
  {
    type: "integration_issues",
    group: "service-config",
    weight: 4,
    reason: "A service's policy or domain setup blocks it",
    pattern: new RegExp(
      String.raw`row[- ]level security|domain is not verified|(?<![\w-])(?:SPF|DKIM)(?![\w-])|DNS records?` +
        String.raw`|https url must be provided|is not configured under images|(?<![\w-])DMARC(?![\w-])` +
        String.raw`|(?<![\w-])(?:dispatch_failed|url_verification_failed|invalid_blocks|channel_not_found` +
        String.raw`|not_in_channel|missing_scope)(?![\w-])|Unauthenticated email|url not in domain list` +
        String.raw`|not in (?:the )?(?:domain|allowed domains?) list|CrashLoopBackOff`,
      "i",
    ),
  },
  // complexity_overwhelm: the session is bigger than anyone can hold
  {
    type: "complexity_overwhelm",
    group: "context",
    weight: 4,
    reason: "The context window is full",
    pattern: new RegExp(
      String.raw`Context left until auto-compact: ?\d|Compacting conversation|(?<![\w-])Compacted\.` +
        String.raw`|Conversation compacted|maximum context length|ContextWindowExceeded` +
        String.raw`|exceeds the [\d,]{3,12} token limit|Context Window Usage|Chat history compressed` +
        String.raw`|exceeds the total supported prompt size|prompt is too long|ran out of tokens|context (?:window` +
        String.raw`|limit) (?:is )?(?:nearly |almost )?(?:full|exceeded|reached)|(?:reached|hit|exceeded` +
        String.raw`|approaching) (?:the |its |my )?(?:context|token) (?:window|limit)|chat is getting (?:too )?long` +
        String.raw`|conversation is too long|(?<![\w-])auto-compact(?:ing|ed)?(?![\w-])`,
      "i",
    ),
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
    pattern: new RegExp(
      String.raw`(\d{1,4}) files? changed|(?:changed|modified|edited|touched|touches|changes to|review|reviewing` +
        String.raw`|across|count|in) (\d{1,4}) (?:files|archivos|Dateien|arquivos|fichiers|файл[а-яё]*)` +
        String.raw`|(\d{1,4}) (?:files|archivos|Dateien|arquivos|fichiers|файл[а-яё]*) (?:changed|modified|edited` +
        String.raw`|at once|in one go|de golpe|a la vez|auf einmal|gleichzeitig|de uma vez|ao mesmo tempo|d'un coup` +
        String.raw`|à la fois|за раз|сразу)|(\d{1,4})\s?(?:个文件|ファイル)`,
      "i",
    ),
    accept: (m) => num(m[1] ?? m[2] ?? m[3] ?? m[4]) >= 10,
  },
  {
    type: "complexity_overwhelm",
    group: "files",
    weight: 4,
    reason: "Many files changed at once",
    pattern: new RegExp(
      String.raw`(?:изменен[оаы]?|изменил|поменял|затронул[оаи]?|geändert|änderte|modificó|modificados|modificou` +
        String.raw`|alterou|alterados|modifiés?|touché|a modifié) (?:уже |ganze |já |déjà )?(\d{1,4}) (?:files` +
        String.raw`|файл[а-яё]*|Dateien|archivos|arquivos|fichiers)|(?:変更)?ファイル(?:が|数)?[:：]?\s?(\d{1,4})\s?(?:個|件|本` +
        String.raw`|ファイル)|(?:改|修改|动|改动)了\s?(\d{1,4})\s?个`,
      "i",
    ),
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
    pattern: new RegExp(
      String.raw`(?:diff|дифф|差分|Diff)[^\n\d]{0,12}(\d[\d,.]{2,6})\s?(?:\+\s)?(?:lines|строк[аи]?|Zeilen|líneas` +
        String.raw`|linhas|lignes|行)|(\d[\d,]{2,6}) (?:changed lines|lines changed|lines of diff|insertions)`,
      "i",
    ),
    accept: (m) => num(m[1] ?? m[2]) >= 1000,
  },
  // repeated_failures: the edit tooling itself failing again and again
  {
    type: "repeated_failures",
    group: "edit-fail",
    weight: 3,
    reason: "The edit could not be applied",
    pattern: new RegExp(
      String.raw`SearchReplaceNoExactMatch|SEARCH\/REPLACE blocks? failed to match|Failed to apply edit` +
        String.raw`|0 occurrences found for old_string` +
        String.raw`|did not conform to the edit format|String to replace not found`,
      "i",
    ),
  },
];

/** An error line, for fingerprinting recurring errors. */
export const ERROR_TOKEN = new RegExp(
  String.raw`(?:Error|Exception)\b|\berror\b|\bfailed\b|\bfailure\b|\bfatal\b|\bFAIL\b|\bcannot\b|\bcan't\b` +
    String.raw`|\bunable to\b|\bnot found\b|\bdoes not exist\b|\bis not assignable\b|\bis possibly\b|\bexpected\b` +
    String.raw`|\bundefined\b|\brefused\b|\bdenied\b|\bUnexpected token\b|\bexited with\b|\binvalid operation\b` +
    String.raw`|\bmismatched types\b|\bnot defined\b|\bTimeout\b|\btimed out\b`,
  "i",
);

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
