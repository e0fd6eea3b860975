// What single lines of a paste say beyond the phrase lists: a request for a whole product, a feature added on,
// a fix commit, the assistant widening the task or claiming success, a change turned down. Read by paste-reading.ts.

export const BUILD_REQUEST =
  /(?<![\p{L}])(?:build|create|make|develop|code|start)(?: me| us)?(?: an?| the| my)?(?: [\p{L}-]{1,20}){0,4} (?:app|application|website|site|platform|saas|marketplace|clone|crm|game|store|shop|e-?commerce(?: platform)?|(?:booking|management|ordering|inventory|membership|payment) system|portal|mvp)(?![\p{L}])|(?:want|going|trying|like) to (?:build|make|create)(?: an?| my)?(?: [\p{L}-]{1,20}){0,3} (?:app|application|website|platform|saas|marketplace|game)|idea for an? (?:app|saas|platform|startup)|(?:want|need) an? (?:app|website|platform|saas|marketplace)(?: where| for| that| to)|(?:clone|copy) of (?:\p{L}+)|(?:build|make|create)(?: me| us)? (?:something|one) like (?:\p{L}+)|(?:app|website|site|platform|saas|game) like (?:\p{L}+)|(?:quiero|quero|je veux|ich möchte|хочу)(?! (?:que|qu'|чтобы|dass)(?![\p{L}]))(?: [\p{L}-]{1,20}){0,4} (?:app|aplicación|aplicativo|application|App|приложение|plataforma|plateforme|Plattform|платформу|tienda|loja|boutique|Shop|магазин)|我想做一个|アプリを作りたい/iu;
/** The same request as an imperative in the other languages ("make me an app for…"). */
export const BUILD_REQUEST_INTL =
  /(?<![\p{L}])(?:(?:сделай|создай|напиши|разработай)(?:те)?(?: мне| нам)?(?: [\p{L}-]{1,20}){0,3} (?:приложение|сайт|платформу|сервис|магазин|игру|клон)|(?:haz|crea|desarrolla|programa)(?:me|nos)?(?: [\p{L}-]{1,20}){0,4} (?:app|aplicación|web|página web|plataforma|tienda)|(?:mach|erstell|erstelle|bau|baue|programmier|programmiere|entwickle)(?: mir| uns)?(?: [\p{L}-]{1,20}){0,4} (?:App|Anwendung|Webseite|Website|Plattform|Shop)|(?:faça|faz|crie|cria|criar|desenvolva|monte)(?: para mim)?(?: [\p{L}-]{1,20}){0,4} (?:app|aplicativo|site|plataforma|loja)|(?:fais|crée|créer|développe)(?:-moi|-nous)?(?: [\p{L}-]{1,20}){0,4} (?:app|appli|application|site|plateforme|boutique))(?![\p{L}])|(?:做|开发|创建|写)一个.{0,20}(?:应用|App|app|网站|平台|小程序)|(?:アプリ|サイト|サービス)を?作って|みたいな.{0,20}(?:アプリ|サイト|サービス)|(?:app|aplicación|aplicativo|appli|application|App|приложение|сайт|plataforma|plateforme|Plattform) (?:como|wie|comme|tipo|igual (?:ao|a)|как) \p{L}+|(?<![\p{L}])(?:сделай|сделайте|создай|haz|hazme|crea|créame|mach|baue?|faz|faça|crie|fais|fais-moi|crée)(?: мне| me| mir| moi)? (?:как|типа|аналог|como|wie|so wie|tipo|igual ao|comme) \p{L}+/iu;
export const ADD_FEATURE =
  /^[\s>*-]{0,4}(?:(?:ok(?:ay)?|cool|great|nice|yes|oh|wait|and|now|also|then)[.,!]?\s){0,3}(?:now |also |and )?(?:add|also add|we(?:'ll)? (?:also )?need|it should also|plus)\b/i;
/** "Also add…" in the other languages: a leading filler or two, then the verb. */
export const ADD_FEATURE_INTL =
  /^[\s>*-]{0,4}(?:(?:и|а|ещё|еще|также|теперь|y|también|ahora|und|jetzt|noch|auch|e|também|agora|et|aussi|maintenant)[.,!]?\s){0,3}(?:добавь|добавьте|нужна|нужен|нужно|нужны|añade|agrega|añadir|agregar|falta|füg|füge|fügen|wir brauchen|adicione|adiciona|coloca|coloque|ajoute|ajoutez|il faut aussi)(?![\p{L}])|^[\s>*-]{0,4}(?:还要|再加|也加|另外加|再做|あと|それと|さらに).{0,30}|追加して/iu;
export const FEATURE_LIST =
  /(?:with|featuring|including|:)\s[^.\n]{0,60},[^.\n]{0,60},[^.\n]{0,80}(?:,|\band\b|\by\b|\bund\b|\be\b|\bet\b|\bи\b|、)/iu;
/** A commit (git log --oneline, a deploy's "triggered by commit") whose message is another attempt at a fix. */
export const FIX_COMMIT =
  /^\s*(?:\*\s)?[0-9a-f]{7,12} (?:\([^)\n]{0,80}\) )?(?:fix|fixes|fixed|hotfix|retry|try|again|really|attempt)\b|commit (?:[0-9a-f]{7,40} )?"(?:fix|retry|try|attempt|revert)\b|(?<![\w-])(?:fix|hotfix)(?:\([\w-]{1,30}\))?: [^\n]{1,120}\([0-9a-f]{7,12}\)/i;
export const SCOPE_PILE = /\band also\b|\bwhile you'?re at it\b|\bplus also\b|\band then also\b/i;
/** "I started this with 'build me…'": the opening request recalled later in the session. */
export const STARTED_WITH =
  /\b(?:started|began|begun|kicked off)\b|(?<![\p{L}])(?:empecé|comencé|empezó|comecei|começou|angefangen|begonnen|commencé|начал[аи]?|начинал[аи]?)(?![\p{L}])|一开始|最初|はじめに|初めに/iu;
/** The assistant widening the task on its own ("while I'm at it", "I noticed …, so I've switched …"). */
export const ASSISTANT_CREEP =
  /\bwhile I'?m (?:at it|here|in there)\b|\bwhile (?:looking at|reading|doing so|doing that|I was (?:there|at it|in there))\b[^.\n]{0,100}\bI(?:'ve| have)? (?:noticed|also|went ahead|switched|moved|renamed|refactored|replaced|introduced|migrated|converted|rewrote|cleaned|tidied)\b|\bI (?:also )?(?:took the liberty|went ahead and)\b|\btidy up (?:a few|some)\b|\bfor (?:consistency|production readiness|future-proofing)\b|\bI(?:'ve| have) also (?:switched|moved|renamed|refactored|replaced|rewritten|migrated|converted|upgraded|bumped|introduced)\b|\bI noticed [^.\n]{0,120}\bso I(?:'ve| have)? (?:switched|moved|renamed|refactored|replaced|rewrote|introduced|migrated|converted|added)\b|(?<![\p{L}])(?:aproveitei para|aproveché para|aprovechando|de paso|nebenbei|bei der Gelegenheit|j'en ai profité pour|au passage|заодно|попутно)(?![\p{L}])|顺便|顺手|ついでに/iu;
/** The person turning down a change the assistant proposed (Cline, Claude Code). */
export const REJECTED_CHANGE =
  /^\s*(?:⎿\s*)?(?:The user denied this operation|User rejected (?:update|write|edit|the (?:edit|change|write))|(?:Error: )?The user doesn't want to proceed with this tool use)/;
/** The assistant asking the person for product decisions ("Should friends be mutual or follow-based?"). */
export const DECISION_QUESTION = /\b(?:[Ss]hould|[Dd]o you want|[Ww]ho should|[Ww]hich \w+ should)\b[^?\n]{1,200}\?/g;
export const CLAIM =
  /(?:all |the )?tests? (?:now )?pass(?:es|ed)?\b|(?:is|are) working now|I'?ve verified|I have verified|(?:works|working) now\b/i;
export const PASS_OUTPUT = /\b\d+ passed\b|✓|Tests:\s+\d+ passed|\bPASS\b|\bOK\b \(/;
