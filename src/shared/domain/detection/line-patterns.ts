// What single lines of a paste say beyond the phrase lists: a request for a whole product, a feature added on,
// a fix commit, the assistant widening the task or claiming success, a change turned down. Read by paste-reading.ts.

export const BUILD_REQUEST = new RegExp(
  String.raw`(?<![\p{L}])(?:build|create|make|develop|code|start)(?: me| us)?(?: an?| the` +
    String.raw`| my)?(?: [\p{L}-]{1,20}){0,4} (?:app|application|website|site|platform|saas|marketplace|clone|crm` +
    String.raw`|game|store|shop|e-?commerce(?: platform)?|(?:booking|management|ordering|inventory|membership` +
    String.raw`|payment) system|portal|mvp)(?![\p{L}])|(?:want|going|trying|like) to (?:build|make|create)(?: an?` +
    String.raw`| my)?(?: [\p{L}-]{1,20}){0,3} (?:app|application|website|platform|saas|marketplace|game)` +
    String.raw`|idea for an? (?:app|saas|platform|startup)|(?:want|need) an? (?:app|website|platform|saas` +
    String.raw`|marketplace)(?: where| for| that| to)|(?:clone|copy) of (?:\p{L}+)|(?:build|make|create)(?: me` +
    String.raw`| us)? (?:something|one) like (?:\p{L}+)|(?:app|website|site|platform|saas|game) like (?:\p{L}+)` +
    String.raw`|(?:quiero|quero|je veux|ich möchte|хочу)(?! (?:que|qu'|чтобы` +
    String.raw`|dass)(?![\p{L}]))(?: [\p{L}-]{1,20}){0,4} (?:app|aplicación|aplicativo|application|App|приложение` +
    String.raw`|plataforma|plateforme|Plattform|платформу|tienda|loja|boutique|Shop|магазин)|我想做一个|アプリを作りたい`,
  "iu",
);
/** The same request as an imperative in the other languages ("make me an app for…"). */
export const BUILD_REQUEST_INTL = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:сделай|создай|напиши|разработай)(?:те)?(?: мне` +
    String.raw`| нам)?(?: [\p{L}-]{1,20}){0,3} (?:приложение|сайт|платформу|сервис|магазин|игру|клон)|(?:haz|crea` +
    String.raw`|desarrolla|programa)(?:me|nos)?(?: [\p{L}-]{1,20}){0,4} (?:app|aplicación|web|página web` +
    String.raw`|plataforma|tienda)|(?:mach|erstell|erstelle|bau|baue|programmier|programmiere|entwickle)(?: mir` +
    String.raw`| uns)?(?: [\p{L}-]{1,20}){0,4} (?:App|Anwendung|Webseite|Website|Plattform|Shop)|(?:faça|faz|crie` +
    String.raw`|cria|criar|desenvolva|monte)(?: para mim)?(?: [\p{L}-]{1,20}){0,4} (?:app|aplicativo|site` +
    String.raw`|plataforma|loja)|(?:fais|crée|créer|développe)(?:-moi|-nous)?(?: [\p{L}-]{1,20}){0,4} (?:app|appli` +
    String.raw`|application|site|plateforme|boutique))(?![\p{L}])|(?:做|开发|创建|写)一个.{0,20}(?:应用|App|app|网站|平台|小程序)` +
    String.raw`|(?:アプリ|サイト|サービス)を?作って|みたいな.{0,20}(?:アプリ|サイト|サービス)|(?:app|aplicación|aplicativo|appli|application` +
    String.raw`|App|приложение|сайт|plataforma|plateforme|Plattform) (?:como|wie|comme|tipo|igual (?:ao|a)` +
    String.raw`|как) \p{L}+|(?<![\p{L}])(?:сделай|сделайте|создай|haz|hazme|crea|créame|mach|baue?|faz|faça|crie` +
    String.raw`|fais|fais-moi|crée)(?: мне| me| mir| moi)? (?:как|типа|аналог|como|wie|so wie|tipo|igual ao` +
    String.raw`|comme) \p{L}+`,
  "iu",
);
export const ADD_FEATURE = new RegExp(
  String.raw`^[\s>*-]{0,4}(?:(?:ok(?:ay)?|cool|great|nice|yes|oh|wait|and|now|also|then)[.,!]?\s){0,3}(?:now ` +
    String.raw`|also |and )?(?:add|also add|we(?:'ll)? (?:also )?need|it should also|plus)\b`,
  "i",
);
/** "Also add…" in the other languages: a leading filler or two, then the verb. */
export const ADD_FEATURE_INTL = new RegExp(
  String.raw`^[\s>*-]{0,4}(?:(?:и|а|ещё|еще|также|теперь|y|también|ahora|und|jetzt|noch|auch|e|também|agora|et` +
    String.raw`|aussi|maintenant)[.,!]?\s){0,3}(?:добавь|добавьте|нужна|нужен|нужно|нужны|añade|agrega|añadir` +
    String.raw`|agregar|falta|füg|füge|fügen|wir brauchen|adicione|adiciona|coloca|coloque|ajoute|ajoutez` +
    String.raw`|il faut aussi)(?![\p{L}])|^[\s>*-]{0,4}(?:还要|再加|也加|另外加|再做|あと|それと|さらに).{0,30}|追加して`,
  "iu",
);
export const FEATURE_LIST =
  /(?:with|featuring|including|:)\s[^.\n]{0,60},[^.\n]{0,60},[^.\n]{0,80}(?:,|\band\b|\by\b|\bund\b|\be\b|\bet\b|\bи\b|、)/iu;
/** A commit (git log --oneline, a deploy's "triggered by commit") whose message is another attempt at a fix. */
export const FIX_COMMIT = new RegExp(
  String.raw`^\s*(?:\*\s)?[0-9a-f]{7,12} (?:\([^)\n]{0,80}\) )?(?:fix|fixes|fixed|hotfix|retry|try|again|really` +
    String.raw`|attempt)\b|commit (?:[0-9a-f]{7,40} )?"(?:fix|retry|try|attempt|revert)\b|(?<![\w-])(?:fix` +
    String.raw`|hotfix)(?:\([\w-]{1,30}\))?: [^\n]{1,120}\([0-9a-f]{7,12}\)`,
  "i",
);
export const SCOPE_PILE = /\band also\b|\bwhile you'?re at it\b|\bplus also\b|\band then also\b/i;
/** "I started this with 'build me…'": the opening request recalled later in the session. */
export const STARTED_WITH = new RegExp(
  String.raw`\b(?:started|began|begun|kicked off)\b|(?<![\p{L}])(?:empecé|comencé|empezó|comecei|começou` +
    String.raw`|angefangen|begonnen|commencé|начал[аи]?|начинал[аи]?)(?![\p{L}])|一开始|最初|はじめに|初めに`,
  "iu",
);
/** The assistant widening the task on its own ("while I'm at it", "I noticed …, so I've switched …"). */
export const ASSISTANT_CREEP = new RegExp(
  String.raw`\bwhile I'?m (?:at it|here|in there)\b|\bwhile (?:looking at|reading|doing so|doing that` +
    String.raw`|I was (?:there|at it|in there))\b[^.\n]{0,100}\bI(?:'ve| have)? (?:noticed|also|went ahead` +
    String.raw`|switched|moved|renamed|refactored|replaced|introduced|migrated|converted|rewrote|cleaned|tidied)\b` +
    String.raw`|\bI (?:also )?(?:took the liberty|went ahead and)\b|\btidy up (?:a few|some)\b` +
    String.raw`|\bfor (?:consistency|production readiness|future-proofing)\b|\bI(?:'ve| have) also (?:switched` +
    String.raw`|moved|renamed|refactored|replaced|rewritten|migrated|converted|upgraded|bumped|introduced)\b` +
    String.raw`|\bI noticed [^.\n]{0,120}\bso I(?:'ve| have)? (?:switched|moved|renamed|refactored|replaced` +
    String.raw`|rewrote|introduced|migrated|converted|added)\b|(?<![\p{L}])(?:aproveitei para|aproveché para` +
    String.raw`|aprovechando|de paso|nebenbei|bei der Gelegenheit|j'en ai profité pour|au passage|заодно` +
    String.raw`|попутно)(?![\p{L}])|顺便|顺手|ついでに`,
  "iu",
);
/** The person turning down a change the assistant proposed (Cline, Claude Code). */
export const REJECTED_CHANGE = new RegExp(
  String.raw`^\s*(?:⎿\s*)?(?:The user denied this operation|User rejected (?:update|write|edit|the (?:edit` +
    String.raw`|change|write))|(?:Error: )?The user doesn't want to proceed with this tool use)`,
  "",
);
/** The assistant asking the person for product decisions ("Should friends be mutual or follow-based?"). */
export const DECISION_QUESTION = /\b(?:[Ss]hould|[Dd]o you want|[Ww]ho should|[Ww]hich \w+ should)\b[^?\n]{1,200}\?/g;
export const CLAIM =
  /(?:all |the )?tests? (?:now )?pass(?:es|ed)?\b|(?:is|are) working now|I'?ve verified|I have verified|(?:works|working) now\b/i;
export const PASS_OUTPUT = /\b\d+ passed\b|✓|Tests:\s+\d+ passed|\bPASS\b|\bOK\b \(/;
