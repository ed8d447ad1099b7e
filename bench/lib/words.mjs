// Word lists per language for the generated help-center text. Not translations of each other:
// what matters for the benchmark is realistic length, script (Latin with diacritics, CJK, Hangul)
// and punctuation (apostrophes and quotes, which the renderer escapes and the platform's rich-text
// form turns back, docs/platform-api.md rule 6).

const LATIN = {
  en: {
    words:
      'account widget inbox team message settings dashboard visitor conversation workspace billing invoice plan member role owner admin snippet page website launcher article collection search answer question reply email template notification contact channel report export import integration webhook token project language translation update change review status priority label filter view browser mobile device session'.split(
        ' ',
      ),
    glue: 'the a your our this every each when then with without from into before after while because so and or but if that which'.split(
      ' ',
    ),
    quoted: ["don't", "can't", "it's", "you'll", "team's", "visitor's"],
  },
  de: {
    words:
      'Konto Widget Posteingang Team Nachricht Einstellungen Übersicht Besucher Unterhaltung Arbeitsbereich Abrechnung Rechnung Tarif Mitglied Rolle Inhaber Verwaltung Seite Webseite Schaltfläche Artikel Sammlung Suche Antwort Frage Vorlage Benachrichtigung Kontakt Kanal Bericht Export Import Integration Schlüssel Projekt Sprache Übersetzung Änderung Prüfung Größe Gerät Sitzung'.split(
        ' ',
      ),
    glue: 'der die das ihr unser jeder wenn dann mit ohne aus in vor nach während weil also und oder aber dass für über'.split(' '),
    quoted: ['„Speichern“', 'geht’s', 'Kund:innen'],
  },
  fr: {
    words:
      'compte widget boîte équipe message paramètres tableau visiteur conversation espace facturation facture offre membre rôle propriétaire administrateur page site lanceur article collection recherche réponse question modèle notification contact canal rapport exportation intégration jeton projet langue traduction modification révision état priorité étiquette appareil session'.split(
        ' ',
      ),
    glue: 'le la les votre notre chaque quand puis avec sans depuis dans avant après pendant parce donc et ou mais si que qui pour sur'.split(
      ' ',
    ),
    quoted: ["l'écran", "d'abord", "qu'il", "l'équipe", "aujourd'hui"],
  },
  es: {
    words:
      'cuenta widget bandeja equipo mensaje ajustes panel visitante conversación espacio facturación factura plan miembro función propietario administrador página sitio lanzador artículo colección búsqueda respuesta pregunta plantilla notificación contacto canal informe exportación integración token proyecto idioma traducción cambio revisión estado prioridad etiqueta dispositivo sesión'.split(
        ' ',
      ),
    glue: 'el la los su nuestro cada cuando luego con sin desde en antes después mientras porque así y o pero si que cual para sobre'.split(
      ' ',
    ),
    quoted: ['"Guardar"', '¿cómo?', '¡listo!'],
  },
  it: {
    words:
      'account widget posta squadra messaggio impostazioni pannello visitatore conversazione spazio fatturazione fattura piano membro ruolo proprietario amministratore pagina sito pulsante articolo raccolta ricerca risposta domanda modello notifica contatto canale rapporto esportazione integrazione progetto lingua traduzione modifica revisione stato priorità etichetta dispositivo sessione'.split(
        ' ',
      ),
    glue: 'il la i vostro nostro ogni quando poi con senza da in prima dopo mentre perché quindi e o ma se che quale per su'.split(' '),
    quoted: ["l'utente", "dall'elenco", "c'è", "un'altra"],
  },
  'pt-br': {
    words:
      'conta widget caixa equipe mensagem configurações painel visitante conversa espaço cobrança fatura plano membro função proprietário administrador página site botão artigo coleção pesquisa resposta pergunta modelo notificação contato canal relatório exportação integração projeto idioma tradução alteração revisão situação prioridade etiqueta dispositivo sessão'.split(
        ' ',
      ),
    glue: 'o a os seu nosso cada quando depois com sem de em antes após enquanto porque então e ou mas se que qual para sobre'.split(' '),
    quoted: ['"Salvar"', "d'água", 'você'],
  },
  nl: {
    words:
      'account widget inbox team bericht instellingen dashboard bezoeker gesprek werkruimte facturering factuur abonnement lid rol eigenaar beheerder pagina website knop artikel verzameling zoekopdracht antwoord vraag sjabloon melding contact kanaal rapport export integratie project taal vertaling wijziging controle status prioriteit label apparaat sessie'.split(
        ' ',
      ),
    glue: 'de het een uw onze elke wanneer dan met zonder uit in voor na terwijl omdat dus en of maar als dat welke voor over'.split(' '),
    quoted: ["zo'n", "auto's", "'s avonds"],
  },
  sv: {
    words:
      'konto widget inkorg team meddelande inställningar översikt besökare konversation arbetsyta fakturering faktura abonnemang medlem roll ägare administratör sida webbplats knapp artikel samling sökning svar fråga mall avisering kontakt kanal rapport export integration projekt språk översättning ändring granskning status prioritet etikett enhet session'.split(
        ' ',
      ),
    glue: 'den det en ditt vårt varje när sedan med utan från i före efter medan eftersom så och eller men om att vilken för över'.split(
      ' ',
    ),
    quoted: ['"Spara"', 'så här'],
  },
  pl: {
    words:
      'konto widżet skrzynka zespół wiadomość ustawienia panel odwiedzający rozmowa przestrzeń rozliczenia faktura plan członek rola właściciel administrator strona witryna przycisk artykuł kolekcja wyszukiwanie odpowiedź pytanie szablon powiadomienie kontakt kanał raport eksport integracja projekt język tłumaczenie zmiana przegląd stan priorytet etykieta urządzenie sesja'.split(
        ' ',
      ),
    glue: 'ten ta to twój nasz każdy gdy potem z bez od w przed po podczas bo więc i lub ale jeśli że który dla na'.split(' '),
    quoted: ['„Zapisz”', 'źródło'],
  },
  da: {
    words:
      'konto widget indbakke team besked indstillinger oversigt besøgende samtale arbejdsområde fakturering faktura abonnement medlem rolle ejer administrator side websted knap artikel samling søgning svar spørgsmål skabelon notifikation kontakt kanal rapport eksport integration projekt sprog oversættelse ændring gennemgang status prioritet etiket enhed session'.split(
        ' ',
      ),
    glue: 'den det en din vores hver når så med uden fra i før efter mens fordi derfor og eller men hvis at hvilken for over'.split(' '),
    quoted: ['"Gem"', 'på'],
  },
  fi: {
    words:
      'tili pienoisohjelma saapuneet tiimi viesti asetukset koontinäyttö vierailija keskustelu työtila laskutus lasku tilaus jäsen rooli omistaja ylläpitäjä sivu verkkosivusto painike artikkeli kokoelma haku vastaus kysymys pohja ilmoitus yhteystieto kanava raportti vienti integraatio projekti kieli käännös muutos tarkistus tila prioriteetti tunniste laite istunto'.split(
        ' ',
      ),
    glue: 'se tämä sinun meidän jokainen kun sitten kanssa ilman ennen jälkeen koska joten ja tai mutta jos että joka varten'.split(' '),
    quoted: ['"Tallenna"', "vaa'an"],
  },
  nb: {
    words:
      'konto widget innboks team melding innstillinger oversikt besøkende samtale arbeidsområde fakturering faktura abonnement medlem rolle eier administrator side nettsted knapp artikkel samling søk svar spørsmål mal varsel kontakt kanal rapport eksport integrasjon prosjekt språk oversettelse endring gjennomgang status prioritet etikett enhet økt'.split(
        ' ',
      ),
    glue: 'den det en din vår hver når så med uten fra i før etter mens fordi derfor og eller men hvis at hvilken for over'.split(' '),
    quoted: ['"Lagre"', 'på'],
  },
  tr: {
    words:
      'hesap bileşen gelenkutusu ekip mesaj ayarlar pano ziyaretçi görüşme çalışmaalanı faturalama fatura plan üye rol sahip yönetici sayfa site düğme makale koleksiyon arama yanıt soru şablon bildirim kişi kanal rapor dışaaktarım entegrasyon proje dil çeviri değişiklik inceleme durum öncelik etiket cihaz oturum'.split(
        ' ',
      ),
    glue: 've veya ama eğer ile için sonra önce her bu şu bir çünkü yani gibi kadar'.split(' '),
    quoted: ["İstanbul'da", "Türkiye'nin", '"Kaydet"'],
  },
};

const CJK = {
  ja: {
    words:
      'アカウント ウィジェット 受信トレイ チーム メッセージ 設定 ダッシュボード 訪問者 会話 ワークスペース 請求 請求書 プラン メンバー 役割 所有者 管理者 ページ ウェブサイト ボタン 記事 コレクション 検索 回答 質問 テンプレート 通知 連絡先 チャネル レポート エクスポート 連携 プロジェクト 言語 翻訳 変更 確認 状態 優先度 ラベル 端末'.split(
        ' ',
      ),
    glue: 'を に は が で と から まで の も へ'.split(' '),
    sep: '',
    stop: '。',
    quoted: ['「保存」', '『ヘルプ』'],
  },
  'zh-cn': {
    words:
      '账户 小部件 收件箱 团队 消息 设置 仪表板 访客 会话 工作区 账单 发票 套餐 成员 角色 所有者 管理员 页面 网站 按钮 文章 集合 搜索 回答 问题 模板 通知 联系人 渠道 报告 导出 集成 项目 语言 翻译 更改 审核 状态 优先级 标签 设备'.split(
        ' ',
      ),
    glue: '的 在 和 与 从 到 把 被 对 为 是'.split(' '),
    sep: '',
    stop: '。',
    quoted: ['“保存”', '「帮助」'],
  },
  ko: {
    words:
      '계정 위젯 받은편지함 팀 메시지 설정 대시보드 방문자 대화 작업공간 결제 청구서 요금제 구성원 역할 소유자 관리자 페이지 웹사이트 버튼 문서 컬렉션 검색 답변 질문 템플릿 알림 연락처 채널 보고서 내보내기 연동 프로젝트 언어 번역 변경 검토 상태 우선순위 라벨 기기'.split(
        ' ',
      ),
    glue: '을 를 에 은 는 이 가 와 과 으로 에서'.split(' '),
    sep: ' ',
    stop: '.',
    quoted: ['"저장"', '‘도움말’'],
  },
};

/** Language codes in the order the generator takes them (`--languages N` takes the first N; en is the source). */
export const LANGUAGE_ORDER = ['en', 'de', 'fr', 'es', 'it', 'pt-br', 'ja', 'nl', 'sv', 'pl', 'da', 'fi', 'nb', 'ko', 'zh-cn', 'tr'];

/**
 * Regional variants, after the sixteen above (so `--languages 16` and below make what they always
 * made): a help center of 40 languages (the scale bench's 5,000 x 40) writes them with the vocabulary
 * of the language they vary.
 */
const VARIANTS = {
  'de-at': 'de',
  'de-ch': 'de',
  'fr-ca': 'fr',
  'fr-be': 'fr',
  'fr-ch': 'fr',
  'es-mx': 'es',
  'es-ar': 'es',
  'es-co': 'es',
  'es-cl': 'es',
  'es-us': 'es',
  'it-ch': 'it',
  'pt-pt': 'pt-br',
  'nl-be': 'nl',
  'sv-fi': 'sv',
  'en-gb': 'en',
  'en-au': 'en',
  'en-ca': 'en',
  'en-in': 'en',
  'en-ie': 'en',
  'en-nz': 'en',
  'zh-tw': 'zh-cn',
  'zh-hk': 'zh-cn',
  'ja-jp': 'ja',
  'ko-kr': 'ko',
};
LANGUAGE_ORDER.push(...Object.keys(VARIANTS));

/** { words, glue, sep, stop, quoted } for a language code */
export function vocabulary(language) {
  if (VARIANTS[language]) return vocabulary(VARIANTS[language]);
  const latin = LATIN[language];
  if (latin) return { ...latin, sep: ' ', stop: '.' };
  const cjk = CJK[language];
  if (cjk) return cjk;
  throw new Error(`no vocabulary for language "${language}"`);
}

/** Identifiers and snippets used in inline code and fenced blocks (the same in every language, like real docs). */
export const CODE_TOKENS = [
  'projectKey',
  'SupportWidget.open()',
  'data-widget-id',
  'HELPSYNC_TOKEN',
  '/v3/conversations',
  'npm install',
  'window.onload',
  'Retry-After',
  '<body>',
  'a && b',
  'user.email',
  'config.yaml',
];
