export const DEMO_DATA = {
    "project": "demo",
    "entries": [
        {
            "id": "collection:65f0c1a2b3c4d5e6f7081233",
            "type": "collection",
            "fields": {
                "title": {
                    "en": "Account and billing",
                    "de": "Konto und Abrechnung",
                    "fr": "Compte et facturation"
                },
                "description": {
                    "en": "Plans, invoices and everything about your subscription.",
                    "de": "Tarife, Rechnungen und alles rund um Ihr Abonnement.",
                    "fr": "Forfaits, factures et tout ce qui concerne votre abonnement."
                }
            }
        },
        {
            "id": "article:6650f0c1a2b3c4d5e6f70816",
            "type": "article",
            "fields": {
                "title": {
                    "en": "Change your plan",
                    "de": "Tarif wechseln",
                    "fr": "Changer de forfait"
                },
                "description": {
                    "en": "Upgrade or downgrade at any time; we prorate the difference.",
                    "de": "Wechseln Sie jederzeit nach oben oder unten; wir verrechnen die Differenz anteilig."
                },
                "content": {
                    "en": "<p>You can change your plan at any time under <strong>Settings → Billing → Plan</strong>.</p>\n<table>\n<thead>\n<tr>\n<th>Plan</th>\n<th align=\"right\">Seats included</th>\n<th align=\"right\">Help center languages</th>\n<th align=\"right\">Price per month</th>\n</tr>\n</thead>\n<tbody><tr>\n<td>Starter</td>\n<td align=\"right\">2</td>\n<td align=\"right\">1</td>\n<td align=\"right\">€29</td>\n</tr>\n<tr>\n<td>Growth</td>\n<td align=\"right\">10</td>\n<td align=\"right\">5</td>\n<td align=\"right\">€99</td>\n</tr>\n<tr>\n<td>Business</td>\n<td align=\"right\">25</td>\n<td align=\"right\">unlimited</td>\n<td align=\"right\">€249</td>\n</tr>\n</tbody></table>\n<ul>\n<li><strong>Upgrades</strong> take effect immediately. You pay the prorated difference for the rest of the\nbilling period.</li>\n<li><strong>Downgrades</strong> take effect at the end of the current billing period. Remove extra seats and\nlanguages first: the downgrade is refused while you use more than the new plan includes.</li>\n</ul>\n<p>Questions about a custom contract? Write to <a href=\"mailto:sales@example.com\">sales@example.com</a>.</p>\n",
                    "de": "<p>Sie können Ihren Tarif jederzeit unter <strong>Einstellungen → Abrechnung → Tarif</strong> wechseln.</p>\n<table>\n<thead>\n<tr>\n<th>Tarif</th>\n<th align=\"right\">Enthaltene Plätze</th>\n<th align=\"right\">Help-Center-Sprachen</th>\n<th align=\"right\">Preis pro Monat</th>\n</tr>\n</thead>\n<tbody><tr>\n<td>Starter</td>\n<td align=\"right\">2</td>\n<td align=\"right\">1</td>\n<td align=\"right\">25 €</td>\n</tr>\n<tr>\n<td>Growth</td>\n<td align=\"right\">10</td>\n<td align=\"right\">5</td>\n<td align=\"right\">99 €</td>\n</tr>\n<tr>\n<td>Business</td>\n<td align=\"right\">25</td>\n<td align=\"right\">unbegrenzt</td>\n<td align=\"right\">249 €</td>\n</tr>\n</tbody></table>\n<ul>\n<li><strong>Upgrades</strong> gelten sofort. Sie zahlen die anteilige Differenz für den Rest des\nAbrechnungszeitraums.</li>\n<li><strong>Downgrades</strong> gelten zum Ende des laufenden Abrechnungszeitraums. Entfernen Sie zuerst\nüberzählige Plätze und Sprachen: Solange Sie mehr nutzen, als der neue Tarif enthält, wird der\nWechsel abgelehnt.</li>\n</ul>\n<p>Fragen zu einem individuellen Vertrag? Schreiben Sie an <a href=\"mailto:sales@example.com\">sales@example.com</a>.</p>\n",
                    "fr": "<p>Vous pouvez changer de forfait à tout moment dans <strong>Paramètres → Facturation → Forfait</strong>.</p>\n<table>\n<thead>\n<tr>\n<th>Forfait</th>\n<th align=\"right\">Sièges inclus</th>\n<th align=\"right\">Langues du centre d&#39;aide</th>\n<th align=\"right\">Prix par mois</th>\n</tr>\n</thead>\n<tbody><tr>\n<td>Starter</td>\n<td align=\"right\">2</td>\n<td align=\"right\">1</td>\n<td align=\"right\">29 €</td>\n</tr>\n<tr>\n<td>Growth</td>\n<td align=\"right\">10</td>\n<td align=\"right\">5</td>\n<td align=\"right\">99 €</td>\n</tr>\n<tr>\n<td>Business</td>\n<td align=\"right\">25</td>\n<td align=\"right\">illimitées</td>\n<td align=\"right\">249 €</td>\n</tr>\n</tbody></table>\n<ul>\n<li>Les <strong>passages à un forfait supérieur</strong> prennent effet immédiatement. Vous payez la différence au\nprorata pour le reste de la période de facturation.</li>\n<li>Les <strong>passages à un forfait inférieur</strong> prennent effet à la fin de la période en cours. Retirez\nd&#39;abord les sièges et les langues en trop : le changement est refusé tant que vous utilisez plus\nque ce que le nouveau forfait inclut.</li>\n</ul>\n<p>Une question sur un contrat sur mesure ? Écrivez à <a href=\"mailto:sales@example.com\">sales@example.com</a>.</p>\n"
                }
            }
        },
        {
            "id": "article:6650f0c1a2b3c4d5e6f70818",
            "type": "article",
            "fields": {
                "title": {
                    "en": "Delete your account",
                    "de": "Konto löschen"
                },
                "description": {
                    "en": "What happens to your data when you close your workspace.",
                    "de": "Was mit Ihren Daten passiert, wenn Sie Ihren Workspace schließen."
                },
                "content": {
                    "en": "<blockquote>\n<p><strong>This cannot be undone.</strong> Deleting your workspace removes every conversation, contact, article\nand file after a 30-day grace period.</p>\n</blockquote>\n<ol>\n<li>Export what you want to keep: <strong>Settings → Data → Export</strong>.</li>\n<li>Cancel your subscription under <strong>Settings → Billing → Plan</strong>.</li>\n<li>Go to <strong>Settings → Workspace → Delete workspace</strong> and type the workspace name to confirm.</li>\n</ol>\n<p>During the 30-day grace period, an Owner can restore the workspace from the confirmation email.\nAfter that, the data is gone for good, including backups.</p>\n",
                    "de": "<blockquote>\n<p><strong>Das lässt sich nicht rückgängig machen.</strong> Das Löschen Ihres Workspace entfernt nach einer\nKarenzzeit von 30 Tagen alle Gespräche, Kontakte, Artikel und Dateien.</p>\n</blockquote>\n<ol>\n<li>Exportieren Sie, was Sie behalten möchten: <strong>Einstellungen → Daten → Export</strong>.</li>\n<li>Kündigen Sie Ihr Abonnement unter <strong>Einstellungen → Abrechnung → Tarif</strong>.</li>\n<li>Gehen Sie zu <strong>Einstellungen → Workspace → Workspace löschen</strong> und geben Sie zur Bestätigung\nden Namen des Workspace ein.</li>\n</ol>\n<p>Während der 30-tägigen Karenzzeit kann ein Owner den Workspace über die Bestätigungs-E-Mail\nwiederherstellen. Danach sind die Daten endgültig gelöscht, auch aus den Backups.</p>\n"
                }
            }
        },
        {
            "id": "article:6650f0c1a2b3c4d5e6f70817",
            "type": "article",
            "fields": {
                "title": {
                    "en": "Download invoices",
                    "de": "Rechnungen herunterladen",
                    "fr": "Télécharger les factures"
                },
                "description": {
                    "en": "Find every invoice of your workspace and change the billing address.",
                    "de": "Finden Sie alle Rechnungen Ihres Workspace und ändern Sie die Rechnungsadresse.",
                    "fr": "Retrouvez toutes les factures de votre espace et modifiez l'adresse de facturation."
                },
                "content": {
                    "en": "<p>Every payment creates an invoice. Owners and Admins find them under\n<strong>Settings → Billing → Invoices</strong>.</p><ul><li><p>Click an invoice to download it as a PDF.</p></li><li><p>To receive invoices by email, add a <em>billing contact</em> on the same page.</p></li><li><p>Your company name, address and VAT number come from <strong>Billing details</strong>. Changes apply to\nfuture invoices only.</p></li></ul><p>Need a corrected invoice for a past payment? Contact us from the dashboard and tell us the invoice\nnumber, for example <code>INV-2024-00172</code>.</p>\n",
                    "de": "<p>Jede Zahlung erzeugt eine Rechnung. Owner und Admins finden sie unter\n<strong>Einstellungen → Abrechnung → Rechnungen</strong>.</p>\n<ul>\n<li>Klicken Sie auf eine Rechnung, um sie als PDF herunterzuladen.</li>\n<li>Um Rechnungen per E-Mail zu erhalten, fügen Sie auf derselben Seite einen <em>Rechnungskontakt</em> hinzu.</li>\n<li>Firmenname, Adresse und USt-IdNr. stammen aus <strong>Rechnungsdaten</strong>. Änderungen gelten nur für\nkünftige Rechnungen.</li>\n</ul>\n<p>Sie brauchen eine korrigierte Rechnung für eine frühere Zahlung? Kontaktieren Sie uns aus dem\nDashboard und nennen Sie die Rechnungsnummer, zum Beispiel <code>INV-2024-00172</code>.</p>\n",
                    "fr": "<p>Chaque paiement génère une facture. Les Owners et les Admins les trouvent dans\n<strong>Paramètres → Facturation → Factures</strong>.</p>\n<ul>\n<li>Cliquez sur une facture pour la télécharger au format PDF.</li>\n<li>Pour recevoir les factures par e-mail, ajoutez un <em>contact de facturation</em> sur la même page.</li>\n<li>Le nom de l&#39;entreprise, l&#39;adresse et le numéro de TVA proviennent des <strong>Informations de\nfacturation</strong>. Les modifications ne s&#39;appliquent qu&#39;aux factures futures.</li>\n</ul>\n<p>Besoin d&#39;une facture corrigée pour un paiement passé ? Contactez-nous depuis le tableau de bord en\nindiquant le numéro de facture, par exemple <code>INV-2024-00172</code>.</p>\n"
                }
            }
        },
        {
            "id": "emailtemplate:6660aa00bb11cc22dd33ee01",
            "type": "emailtemplate",
            "fields": {
                "subject": {
                    "en": "Welcome to {{workspace.name}}",
                    "de": "Willkommen!"
                },
                "content": {
                    "en": "<p>Hi {{contact.firstName}},</p>\n<p>thanks for reaching out! We received your message and a member of our team will answer <strong>within\none business day</strong>.</p>\n<p>In the meantime, our <a href=\"https://help.example.com\">help center</a> answers the most common questions.</p>\n<p>The {{workspace.name}} team</p>\n",
                    "de": "<p>Hallo {{contact.firstName}},</p>\n<p>danke für Ihre Nachricht! Wir haben sie erhalten, und jemand aus unserem Team antwortet Ihnen\n<strong>innerhalb eines Werktags</strong>.</p>\n<p>Bis dahin beantwortet unser <a href=\"https://help.example.com/de\">Help Center</a> die häufigsten Fragen.</p>\n<p>Ihr {{workspace.name}}-Team</p>\n"
                }
            }
        },
        {
            "id": "collection:65f0c1a2b3c4d5e6f7081231",
            "type": "collection",
            "fields": {
                "title": {
                    "en": "Getting started",
                    "de": "Erste Schritte",
                    "fr": "Premiers pas"
                },
                "description": {
                    "en": "Set up the widget, your inbox and your team in under an hour.",
                    "de": "Richten Sie Widget, Posteingang und Team in weniger als einer Stunde ein.",
                    "fr": "Configurez le widget, votre boîte de réception et votre équipe en moins d'une heure."
                }
            }
        },
        {
            "id": "article:6650f0c1a2b3c4d5e6f70813",
            "type": "article",
            "fields": {
                "title": {
                    "en": "Connect your support inbox",
                    "de": "Support-Postfach verbinden",
                    "fr": "Connecter votre boîte de support"
                },
                "description": {
                    "en": "Forward your support address so that emails become conversations.",
                    "de": "Leiten Sie Ihre Support-Adresse weiter, damit E-Mails zu Gesprächen werden.",
                    "fr": "Transférez votre adresse de support pour que les e-mails deviennent des conversations."
                },
                "content": {
                    "en": "<p>Emails sent to your support address can land in the same inbox as chat conversations. Replies go\nout from your own address, so customers never notice the switch.</p>\n<h2>Set up forwarding</h2>\n<ol>\n<li>In <strong>Settings → Channels → Email</strong>, copy your forwarding address. It looks like\n<code>acme@inbound.example.com</code>.</li>\n<li>In your email provider, forward every message of your support address to it:<ul>\n<li><strong>Google Workspace</strong>: <em>Settings → Forwarding and POP/IMAP → Add a forwarding address</em>.</li>\n<li><strong>Microsoft 365</strong>: <em>Mail flow → Rules → Redirect the message to</em>.</li>\n</ul>\n</li>\n<li>Send a test email to your support address and check that it arrives in <strong>Inbox</strong>.</li>\n</ol>\n<h2>Verify your domain</h2>\n<p>To send replies from <code>support@your-domain.com</code>, add the two DNS records shown in\n<strong>Settings → Channels → Email → Domain</strong>. Verification usually takes a few minutes, sometimes up\nto 24 hours.</p>\n",
                    "de": "<p>E-Mails an Ihre Support-Adresse landen im selben Posteingang wie Chat-Gespräche. Antworten gehen\nvon Ihrer eigenen Adresse hinaus, Ihre Kunden merken den Wechsel also nicht.</p>\n<h2>Weiterleitung einrichten</h2>\n<ol>\n<li>Kopieren Sie unter <strong>Einstellungen → Kanäle → E-Mail</strong> Ihre Weiterleitungsadresse. Sie sieht\nso aus: <code>acme@inbound.example.com</code>.</li>\n<li>Leiten Sie in Ihrem E-Mail-Dienst jede Nachricht Ihrer Support-Adresse dorthin weiter:<ul>\n<li><strong>Google Workspace</strong>: <em>Einstellungen → Weiterleitung und POP/IMAP → Weiterleitungsadresse hinzufügen</em>.</li>\n<li><strong>Microsoft 365</strong>: <em>Nachrichtenfluss → Regeln → Nachricht umleiten an</em>.</li>\n</ul>\n</li>\n<li>Senden Sie eine Test-E-Mail an Ihre Support-Adresse und prüfen Sie, ob sie im <strong>Posteingang</strong> ankommt.</li>\n</ol>\n<h2>Domain verifizieren</h2>\n<p>Um Antworten von <code>support@ihre-domain.de</code> zu senden, legen Sie die beiden DNS-Einträge an, die\nunter <strong>Einstellungen → Kanäle → E-Mail → Domain</strong> angezeigt werden. Die Verifizierung dauert\nmeist wenige Minuten, manchmal bis zu 24 Stunden.</p>\n",
                    "fr": "<p>Les e-mails envoyés à votre adresse de support arrivent dans la même boîte que les conversations\nde chat. Les réponses partent de votre propre adresse : vos clients ne remarquent rien.</p>\n<h2>Configurer le transfert</h2>\n<ol>\n<li>Dans <strong>Paramètres → Canaux → E-mail</strong>, copiez votre adresse de transfert. Elle ressemble à\n<code>acme@inbound.example.com</code>.</li>\n<li>Chez votre fournisseur de messagerie, transférez chaque message de votre adresse de support :<ul>\n<li><strong>Google Workspace</strong> : <em>Paramètres → Transfert et POP/IMAP → Ajouter une adresse de transfert</em>.</li>\n<li><strong>Microsoft 365</strong> : <em>Flux de messagerie → Règles → Rediriger le message vers</em>.</li>\n</ul>\n</li>\n<li>Envoyez un e-mail de test à votre adresse de support et vérifiez qu&#39;il arrive dans la\n<strong>Boîte de réception</strong>.</li>\n</ol>\n"
                }
            }
        },
        {
            "id": "article:6650f0c1a2b3c4d5e6f70811",
            "type": "article",
            "fields": {
                "title": {
                    "en": "Install the chat widget",
                    "de": "Chat-Widget installieren",
                    "fr": "Installer le widget de chat",
                    "it": "Installare il widget della chat"
                },
                "description": {
                    "en": "Add the widget to your website with one snippet.",
                    "de": "Fügen Sie das Widget mit einem Snippet in fünf Minuten zu Ihrer Website hinzu.",
                    "fr": "Ajoutez le widget à votre site web avec un seul extrait de code, en cinq minutes."
                },
                "content": {
                    "en": "<p>The chat widget lets visitors reach your team from any page of your website. You add it once, and\nevery change you make in the dashboard reaches your site without another deployment.</p>\n<h2>Before you start</h2>\n<ul>\n<li>You need the <strong>Admin</strong> or <strong>Owner</strong> role in your workspace.</li>\n<li>You need access to the HTML of your website, or to its tag manager.</li>\n<li>Copy your <em>project key</em> from <strong>Settings → Widget → Installation</strong>.</li>\n</ul>\n<h2>Add the snippet</h2>\n<p>Paste the snippet right before the closing <code>&lt;/body&gt;</code> tag of every page where the widget should\nappear:</p>\n<pre><code class=\"language-html\">&lt;script&gt;\n  window.SupportWidget = { projectKey: &quot;YOUR_PROJECT_KEY&quot; };\n&lt;/script&gt;\n&lt;script async src=&quot;https://widget.example.com/v2/loader.js&quot;&gt;&lt;/script&gt;\n</code></pre>\n<p>Reload your website. The launcher appears in the bottom-right corner within a few seconds.</p>\n<h2>Check the installation</h2>\n<ol>\n<li>Open your website in a private browser window.</li>\n<li>Click the launcher and send a test message.</li>\n<li>Open <strong>Inbox</strong> in the dashboard: the message is there, with the page it was sent from.</li>\n</ol>\n<p>If the launcher does not show up, see <a href=\"https://help.example.com/widget-troubleshooting\">Troubleshooting the widget</a>.</p>\n",
                    "de": "<p>Mit dem Chat-Widget erreichen Besucher Ihr Team von jeder Seite Ihrer Website aus. Sie fügen es\neinmal hinzu, und jede Änderung im Dashboard erreicht Ihre Website ohne erneutes Deployment.</p>\n<h2>Bevor Sie beginnen</h2>\n<ul>\n<li>Sie benötigen die Rolle <strong>Admin</strong> oder <strong>Owner</strong> in Ihrem Workspace.</li>\n<li>Sie benötigen Zugriff auf das HTML Ihrer Website oder auf deren Tag-Manager.</li>\n<li>Kopieren Sie Ihren <em>Projektschlüssel</em> unter <strong>Einstellungen → Widget → Installation</strong>.</li>\n</ul>\n<h2>Snippet einfügen</h2>\n<p>Fügen Sie das Snippet direkt vor dem schließenden <code>&lt;/body&gt;</code>-Tag jeder Seite ein, auf der das\nWidget erscheinen soll:</p>\n<pre><code class=\"language-html\">&lt;script&gt;\n  window.SupportWidget = { projectKey: &quot;YOUR_PROJECT_KEY&quot; };\n&lt;/script&gt;\n&lt;script async src=&quot;https://widget.example.com/v3/loader.js&quot;&gt;&lt;/script&gt;\n</code></pre>\n<p>Laden Sie Ihre Website neu. Der Launcher erscheint nach wenigen Sekunden unten rechts.</p>\n<h2>Installation prüfen</h2>\n<ol>\n<li>Öffnen Sie Ihre Website in einem privaten Browserfenster.</li>\n<li>Klicken Sie auf den Launcher und senden Sie eine Testnachricht.</li>\n<li>Öffnen Sie <strong>Posteingang</strong> im Dashboard: Die Nachricht ist da, mit der Seite, von der sie kam.</li>\n</ol>\n<p>Wenn der Launcher nicht erscheint, lesen Sie <a href=\"https://help.example.com/de/widget-troubleshooting\">Fehlerbehebung für das Widget</a>.</p>\n",
                    "fr": "<p>Le widget de chat permet aux visiteurs de joindre votre équipe depuis n&#39;importe quelle page de\nvotre site. Vous l&#39;ajoutez une fois, et chaque modification faite dans le tableau de bord atteint\nvotre site sans nouveau déploiement.</p>\n<h2>Avant de commencer</h2>\n<ul>\n<li>Vous devez avoir le rôle <strong>Admin</strong> ou <strong>Owner</strong> dans votre espace de travail.</li>\n<li>Vous devez avoir accès au HTML de votre site ou à son gestionnaire de balises.</li>\n<li>Copiez votre <em>clé de projet</em> depuis <strong>Paramètres → Widget → Installation</strong>.</li>\n</ul>\n<h2>Ajouter l&#39;extrait</h2>\n<p>Collez l&#39;extrait juste avant la balise fermante <code>&lt;/body&gt;</code> de chaque page où le widget doit\napparaître :</p>\n<pre><code class=\"language-html\">&lt;script&gt;\n  window.SupportWidget = { projectKey: &quot;YOUR_PROJECT_KEY&quot; };\n&lt;/script&gt;\n&lt;script async src=&quot;https://widget.example.com/v3/loader.js&quot;&gt;&lt;/script&gt;\n</code></pre>\n<p>Rechargez votre site. Le lanceur apparaît en bas à droite en quelques secondes.</p>\n<h2>Vérifier l&#39;installation</h2>\n<ol>\n<li>Ouvrez votre site dans une fenêtre de navigation privée.</li>\n<li>Cliquez sur le lanceur et envoyez un message de test.</li>\n<li>Ouvrez <strong>Boîte de réception</strong> dans le tableau de bord : le message s&#39;y trouve, avec la page\nd&#39;où il a été envoyé.</li>\n</ol>\n<p>Si le lanceur n&#39;apparaît pas, consultez <a href=\"https://help.example.com/fr/widget-troubleshooting\">Dépannage du widget</a>.</p>\n"
                }
            }
        },
        {
            "id": "article:6650f0c1a2b3c4d5e6f70812",
            "type": "article",
            "fields": {
                "title": {
                    "en": "Invite your teammates",
                    "de": "Teammitglieder hinzufügen",
                    "fr": "Inviter vos collègues"
                },
                "description": {
                    "en": "Give your colleagues access and choose what each of them can do.",
                    "de": "Geben Sie Ihren Kolleginnen und Kollegen Zugriff und legen Sie fest, was sie tun dürfen.",
                    "fr": "Donnez accès à vos collègues et choisissez ce que chacun peut faire."
                },
                "content": {
                    "en": "<p>Support works best as a team. Invite your colleagues so that conversations are shared, assigned\nand answered faster.</p>\n<h2>Send an invitation</h2>\n<ol>\n<li>Go to <strong>Settings → Team → Members</strong>.</li>\n<li>Click <strong>Invite members</strong> and enter one or more email addresses.</li>\n<li>Pick a role for the new members and click <strong>Send invitations</strong>.</li>\n</ol>\n<p>Invitations stay valid for 7 days. You can resend or revoke an open invitation from the same page.</p>\n<h2>Roles</h2>\n<table>\n<thead>\n<tr>\n<th>Role</th>\n<th align=\"center\">Answer conversations</th>\n<th align=\"center\">Edit help center</th>\n<th align=\"center\">Manage billing</th>\n</tr>\n</thead>\n<tbody><tr>\n<td>Agent</td>\n<td align=\"center\">yes</td>\n<td align=\"center\">no</td>\n<td align=\"center\">no</td>\n</tr>\n<tr>\n<td>Editor</td>\n<td align=\"center\">yes</td>\n<td align=\"center\">yes</td>\n<td align=\"center\">no</td>\n</tr>\n<tr>\n<td>Admin</td>\n<td align=\"center\">yes</td>\n<td align=\"center\">yes</td>\n<td align=\"center\">yes</td>\n</tr>\n</tbody></table>\n<blockquote>\n<p>Only an <strong>Owner</strong> can transfer ownership of the workspace. Every workspace has exactly one Owner.</p>\n</blockquote>\n",
                    "de": "<p>Support funktioniert am besten im Team. Laden Sie Ihre Kolleginnen und Kollegen ein, damit\nGespräche geteilt, zugewiesen und schneller beantwortet werden.</p>\n<h2>Einladung senden</h2>\n<ol>\n<li>Gehen Sie zu <strong>Einstellungen → Team → Mitglieder</strong>.</li>\n<li>Klicken Sie auf <strong>Mitglieder einladen</strong> und geben Sie eine oder mehrere E-Mail-Adressen ein.</li>\n<li>Wählen Sie eine Rolle für die neuen Mitglieder und klicken Sie auf <strong>Einladungen senden</strong>.</li>\n</ol>\n<p>Einladungen sind 7 Tage gültig. Offene Einladungen können Sie auf derselben Seite erneut senden\noder zurückziehen.</p>\n<h2>Rollen</h2>\n<table>\n<thead>\n<tr>\n<th>Rolle</th>\n<th align=\"center\">Gespräche beantworten</th>\n<th align=\"center\">Help Center bearbeiten</th>\n<th align=\"center\">Abrechnung verwalten</th>\n</tr>\n</thead>\n<tbody><tr>\n<td>Agent</td>\n<td align=\"center\">ja</td>\n<td align=\"center\">nein</td>\n<td align=\"center\">nein</td>\n</tr>\n<tr>\n<td>Redakteur</td>\n<td align=\"center\">ja</td>\n<td align=\"center\">ja</td>\n<td align=\"center\">nein</td>\n</tr>\n<tr>\n<td>Admin</td>\n<td align=\"center\">ja</td>\n<td align=\"center\">ja</td>\n<td align=\"center\">ja</td>\n</tr>\n</tbody></table>\n<blockquote>\n<p>Nur der <strong>Owner</strong> kann die Inhaberschaft des Workspace übertragen. Jeder Workspace hat genau einen Owner.</p>\n</blockquote>\n",
                    "fr": "<p>Le support fonctionne mieux en équipe. Invitez vos collègues pour que les conversations soient\npartagées, attribuées et traitées plus vite.</p>\n<h2>Envoyer une invitation</h2>\n<ol>\n<li>Allez dans <strong>Paramètres → Équipe → Membres</strong>.</li>\n<li>Cliquez sur <strong>Inviter des membres</strong> et saisissez une ou plusieurs adresses e-mail.</li>\n<li>Choisissez un rôle pour les nouveaux membres et cliquez sur <strong>Envoyer les invitations</strong>.</li>\n</ol>\n<p>Les invitations restent valables 7 jours. Vous pouvez renvoyer ou annuler une invitation en\nattente depuis la même page.</p>\n<h2>Rôles</h2>\n<table>\n<thead>\n<tr>\n<th>Rôle</th>\n<th align=\"center\">Répondre aux conversations</th>\n<th align=\"center\">Modifier le centre d&#39;aide</th>\n<th align=\"center\">Gérer la facturation</th>\n</tr>\n</thead>\n<tbody><tr>\n<td>Agent</td>\n<td align=\"center\">oui</td>\n<td align=\"center\">non</td>\n<td align=\"center\">non</td>\n</tr>\n<tr>\n<td>Rédacteur</td>\n<td align=\"center\">oui</td>\n<td align=\"center\">oui</td>\n<td align=\"center\">non</td>\n</tr>\n<tr>\n<td>Admin</td>\n<td align=\"center\">oui</td>\n<td align=\"center\">oui</td>\n<td align=\"center\">oui</td>\n</tr>\n</tbody></table>\n<blockquote>\n<p>Seul l&#39;<strong>Owner</strong> peut transférer la propriété de l&#39;espace de travail. Chaque espace a exactement un Owner.</p>\n</blockquote>\n"
                }
            }
        },
        {
            "id": "collection:65f0c1a2b3c4d5e6f7081232",
            "type": "collection",
            "fields": {
                "title": {
                    "en": "Mobile apps",
                    "de": "Mobile Apps"
                },
                "description": {
                    "en": "Bring in-app support to your iOS and Android apps.",
                    "de": "Support direkt in Ihren iOS- und Android-Apps."
                }
            }
        },
        {
            "id": "article:6650f0c1a2b3c4d5e6f70815",
            "type": "article",
            "fields": {
                "title": {
                    "en": "Add the Android SDK",
                    "de": "Android-SDK hinzufügen"
                },
                "description": {
                    "en": "Install the SDK with Gradle and open the messenger from your app.",
                    "de": "Installieren Sie das SDK mit Gradle und öffnen Sie den Messenger aus Ihrer App."
                },
                "content": {
                    "en": "<p>The Android SDK supports Android 8.0 (API level 26) and later.</p>\n<h2>Install</h2>\n<p>Add the dependency to your module&#39;s <code>build.gradle.kts</code>:</p>\n<pre><code class=\"language-kotlin\">dependencies {\n    implementation(&quot;com.example.support:sdk:4.2.0&quot;)\n}\n</code></pre>\n<h2>Initialise the SDK</h2>\n<p>Initialise the SDK in your <code>Application</code> class:</p>\n<pre><code class=\"language-kotlin\">class App : Application() {\n    override fun onCreate() {\n        super.onCreate()\n        Support.initialize(this, projectKey = &quot;YOUR_PROJECT_KEY&quot;)\n    }\n}\n</code></pre>\n<p>Open the messenger with <code>Support.open(context)</code>. For push notifications, add your Firebase server\nkey under <strong>Settings → Mobile → Android</strong>.</p>\n",
                    "de": "<p>Das Android-SDK unterstützt Android 8.0 (API-Level 26) und neuer.</p>\n<h2>Installation</h2>\n<p>Fügen Sie die Abhängigkeit zur <code>build.gradle.kts</code> Ihres Moduls hinzu:</p>\n<pre><code class=\"language-kotlin\">dependencies {\n    implementation(&quot;com.example.support:sdk:4.2.0&quot;)\n}\n</code></pre>\n<h2>SDK initialisieren</h2>\n<p>Initialisieren Sie das SDK in Ihrer <code>Application</code>-Klasse:</p>\n<pre><code class=\"language-kotlin\">class App : Application() {\n    override fun onCreate() {\n        super.onCreate()\n        Support.initialize(this, projectKey = &quot;YOUR_PROJECT_KEY&quot;)\n    }\n}\n</code></pre>\n<p>Öffnen Sie den Messenger mit <code>Support.open(context)</code>. Für Push-Benachrichtigungen hinterlegen Sie\nIhren Firebase-Serverschlüssel unter <strong>Einstellungen → Mobil → Android</strong>.</p>\n"
                }
            }
        },
        {
            "id": "article:6650f0c1a2b3c4d5e6f70814",
            "type": "article",
            "fields": {
                "title": {
                    "en": "Add the iOS SDK",
                    "de": "iOS-SDK hinzufügen"
                },
                "description": {
                    "en": "Install the SDK with Swift Package Manager and open the messenger from your app.",
                    "de": "Installieren Sie das SDK mit dem Swift Package Manager und öffnen Sie den Messenger aus Ihrer App."
                },
                "content": {
                    "en": "<p>The iOS SDK supports iOS 15 and later.</p>\n<h2>Install</h2>\n<p>In Xcode, choose <strong>File → Add Package Dependencies…</strong> and enter the repository URL:</p>\n<pre><code class=\"language-text\">https://github.com/example/support-sdk-ios\n</code></pre>\n<h2>Initialise the SDK</h2>\n<p>Call <code>configure</code> once, as early as possible, for example in your <code>AppDelegate</code>:</p>\n<pre><code class=\"language-swift\">import SupportSDK\n\nfunc application(_ application: UIApplication,\n                 didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -&gt; Bool {\n    Support.configure(projectKey: &quot;YOUR_PROJECT_KEY&quot;)\n    return true\n}\n</code></pre>\n<p>Then open the messenger from any button:</p>\n<pre><code class=\"language-swift\">Support.open()\n</code></pre>\n<p>Push notifications need an APNs key: upload it under <strong>Settings → Mobile → iOS</strong>.</p>\n",
                    "de": "<p>Das iOS-SDK unterstützt iOS 15 und neuer.</p>\n<h2>Installation</h2>\n<p>Wählen Sie in Xcode <strong>File → Add Package Dependencies…</strong> und geben Sie die Repository-URL ein:</p>\n<pre><code class=\"language-text\">https://github.com/example/support-sdk-ios\n</code></pre>\n<h2>SDK initialisieren</h2>\n<p>Rufen Sie <code>configure</code> einmal und möglichst früh auf, zum Beispiel in Ihrem <code>AppDelegate</code>:</p>\n<pre><code class=\"language-swift\">import SupportSDK\n\nfunc application(_ application: UIApplication,\n                 didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -&gt; Bool {\n    Support.configure(projectKey: &quot;YOUR_PROJECT_KEY&quot;)\n    return true\n}\n</code></pre>\n<p>Öffnen Sie den Messenger dann über einen beliebigen Button:</p>\n<pre><code class=\"language-swift\">Support.open()\n</code></pre>\n<p>Für Push-Benachrichtigungen benötigen Sie einen APNs-Schlüssel: Laden Sie ihn unter\n<strong>Einstellungen → Mobil → iOS</strong> hoch.</p>\n"
                }
            }
        },
        {
            "id": "statictranslation:widget.launcher.title",
            "type": "statictranslation",
            "fields": {
                "value": {
                    "en": "Help",
                    "de": "Hilfe",
                    "fr": "Aide"
                }
            }
        },
        {
            "id": "statictranslation:widget.launcher.tooltip",
            "type": "statictranslation",
            "fields": {
                "value": {
                    "en": "Questions? We are here.",
                    "de": "Fragen? Wir sind für Sie da.",
                    "fr": "Des questions ? Nous sommes là."
                }
            }
        },
        {
            "id": "statictranslation:widget.search.placeholder",
            "type": "statictranslation",
            "fields": {
                "value": {
                    "en": "Search articles",
                    "de": "Artikel durchsuchen",
                    "fr": "Rechercher des articles"
                }
            }
        },
        {
            "id": "statictranslation:widget.search.noResults",
            "type": "statictranslation",
            "fields": {
                "value": {
                    "en": "No articles match your search.",
                    "de": "Keine Artikel passen zu Ihrer Suche."
                }
            }
        },
        {
            "id": "statictranslation:widget.greeting",
            "type": "statictranslation",
            "fields": {
                "value": {
                    "en": "Hi! How can we help?",
                    "de": "Hallo! Wie können wir Ihnen helfen?",
                    "fr": "Bonjour ! Comment pouvons-nous vous aider ?"
                }
            }
        },
        {
            "id": "statictranslation:helpcenter.footer.poweredBy",
            "type": "statictranslation",
            "fields": {
                "value": {
                    "en": "Powered by helpsync",
                    "de": "Bereitgestellt von helpsync",
                    "fr": "Propulsé par helpsync"
                }
            }
        },
        {
            "id": "statictranslation:widget.legacy.banner",
            "type": "statictranslation",
            "fields": {
                "value": {
                    "en": "The new dashboard is here."
                }
            }
        },
        {
            "id": "collection:65f0c1a2b3c4d5e6f7081234",
            "type": "collection",
            "fields": {
                "title": {
                    "en": "Archive",
                    "de": "Archiv"
                },
                "description": {
                    "en": "Articles about retired features."
                }
            }
        },
        {
            "id": "article:6650f0c1a2b3c4d5e6f70819",
            "type": "article",
            "fields": {
                "title": {
                    "en": "The legacy dashboard"
                },
                "description": {
                    "en": "Where the old reports went."
                },
                "content": {
                    "en": "<p>The legacy dashboard was retired on 1 March 2024. Its reports now live under <strong>Reports</strong>.</p>\n"
                }
            }
        }
    ],
    "collections": [
        {
            "id": "65f0c1a2b3c4d5e6f7081233",
            "parent": null,
            "createdAt": "2024-01-10T09:10:00.000Z",
            "updatedAt": "2024-02-11T09:11:00.000Z",
            "targetAudience": "all",
            "lexorank": "0|hzzzz0:"
        },
        {
            "id": "65f0c1a2b3c4d5e6f7081231",
            "parent": null,
            "createdAt": "2024-02-11T09:11:00.000Z",
            "updatedAt": "2024-03-12T09:12:00.000Z",
            "targetAudience": "all",
            "lexorank": "0|hzzzz1:"
        },
        {
            "id": "65f0c1a2b3c4d5e6f7081232",
            "parent": "65f0c1a2b3c4d5e6f7081231",
            "createdAt": "2024-03-12T09:12:00.000Z",
            "updatedAt": "2024-04-13T09:13:00.000Z",
            "targetAudience": "all",
            "lexorank": "0|hzzzz2:"
        },
        {
            "id": "65f0c1a2b3c4d5e6f7081234",
            "parent": null,
            "createdAt": "2024-05-10T09:50:00.000Z",
            "updatedAt": "2024-06-11T09:51:00.000Z",
            "targetAudience": "all",
            "lexorank": "0|hzzzzz:"
        }
    ],
    "articles": [
        {
            "id": "6650f0c1a2b3c4d5e6f70816",
            "collection": "65f0c1a2b3c4d5e6f7081233",
            "createdAt": "2024-04-13T09:13:00.000Z",
            "updatedAt": "2024-06-15T09:15:00.000Z",
            "isDraft": false,
            "sourceUsage": 21,
            "tags": [
                "demo"
            ],
            "targetAudience": "all",
            "lexorank": "0|i00003:"
        },
        {
            "id": "6650f0c1a2b3c4d5e6f70818",
            "collection": "65f0c1a2b3c4d5e6f7081234",
            "createdAt": "2024-05-14T09:14:00.000Z",
            "updatedAt": "2024-07-16T09:16:00.000Z",
            "isDraft": false,
            "sourceUsage": 28,
            "tags": [
                "demo"
            ],
            "targetAudience": "all",
            "lexorank": "0|i00004:"
        },
        {
            "id": "6650f0c1a2b3c4d5e6f70817",
            "collection": "65f0c1a2b3c4d5e6f7081233",
            "createdAt": "2024-06-15T09:15:00.000Z",
            "updatedAt": "2024-08-17T09:17:00.000Z",
            "isDraft": false,
            "sourceUsage": 35,
            "tags": [
                "demo"
            ],
            "targetAudience": "all",
            "lexorank": "0|i00005:"
        },
        {
            "id": "6650f0c1a2b3c4d5e6f70813",
            "collection": "65f0c1a2b3c4d5e6f7081231",
            "createdAt": "2024-07-16T09:16:00.000Z",
            "updatedAt": "2024-09-18T09:18:00.000Z",
            "isDraft": false,
            "sourceUsage": 42,
            "tags": [
                "demo"
            ],
            "targetAudience": "all",
            "lexorank": "0|i00006:"
        },
        {
            "id": "6650f0c1a2b3c4d5e6f70811",
            "collection": "65f0c1a2b3c4d5e6f7081231",
            "createdAt": "2024-08-17T09:17:00.000Z",
            "updatedAt": "2024-01-19T09:19:00.000Z",
            "isDraft": false,
            "sourceUsage": 49,
            "tags": [
                "demo"
            ],
            "targetAudience": "all",
            "lexorank": "0|i00007:"
        },
        {
            "id": "6650f0c1a2b3c4d5e6f70812",
            "collection": "65f0c1a2b3c4d5e6f7081231",
            "createdAt": "2024-09-18T09:18:00.000Z",
            "updatedAt": "2024-02-10T09:20:00.000Z",
            "isDraft": false,
            "sourceUsage": 56,
            "tags": [
                "demo"
            ],
            "targetAudience": "all",
            "lexorank": "0|i00008:"
        },
        {
            "id": "6650f0c1a2b3c4d5e6f70815",
            "collection": "65f0c1a2b3c4d5e6f7081231",
            "createdAt": "2024-01-19T09:19:00.000Z",
            "updatedAt": "2024-03-11T09:21:00.000Z",
            "isDraft": false,
            "sourceUsage": 63,
            "tags": [
                "demo"
            ],
            "targetAudience": "all",
            "lexorank": "0|i00009:"
        },
        {
            "id": "6650f0c1a2b3c4d5e6f70814",
            "collection": "65f0c1a2b3c4d5e6f7081232",
            "createdAt": "2024-02-10T09:20:00.000Z",
            "updatedAt": "2024-04-12T09:22:00.000Z",
            "isDraft": false,
            "sourceUsage": 70,
            "tags": [
                "demo"
            ],
            "targetAudience": "all",
            "lexorank": "0|i000010:"
        },
        {
            "id": "6650f0c1a2b3c4d5e6f70819",
            "collection": "65f0c1a2b3c4d5e6f7081234",
            "createdAt": "2024-07-12T09:52:00.000Z",
            "updatedAt": "2024-08-13T09:53:00.000Z",
            "isDraft": false,
            "sourceUsage": 0,
            "tags": [
                "legacy"
            ],
            "targetAudience": "all"
        }
    ],
    "teams": [
        {
            "id": "64a1b2c3d4e5f60718293a01",
            "_id": "64a1b2c3d4e5f60718293a01",
            "name": "Support EU",
            "createdAt": "2023-11-02T08:00:00.000Z",
            "updatedAt": "2024-05-14T16:20:00.000Z",
            "ticketAmount": 0,
            "limitTicketAmount": false,
            "needQueueRerun": false,
            "selectOnlyOnlineMembers": true,
            "members": [
                "64a1b2c3d4e5f60718290001",
                "64a1b2c3d4e5f60718290002",
                "64a1b2c3d4e5f60718290003"
            ],
            "assignmentMethod": "balanced",
            "operatingHours": {
                "openingTimes": [
                    {
                        "day": "monday",
                        "openingTime": "09:00",
                        "closingTime": "17:00",
                        "replyTime": null
                    },
                    {
                        "day": "tuesday",
                        "openingTime": "09:00",
                        "closingTime": "17:00",
                        "replyTime": null
                    },
                    {
                        "day": "wednesday",
                        "openingTime": "09:00",
                        "closingTime": "17:00",
                        "replyTime": null
                    },
                    {
                        "day": "thursday",
                        "openingTime": "09:00",
                        "closingTime": "17:00",
                        "replyTime": null
                    },
                    {
                        "day": "friday",
                        "openingTime": "09:00",
                        "closingTime": "17:00",
                        "replyTime": null
                    }
                ],
                "alwaysOnline": false,
                "enabled": true,
                "staticTranslations": {
                    "outOfOfficeMessage": {
                        "en": "We are offline right now and will answer tomorrow morning."
                    }
                },
                "replyTime": "hours",
                "timezone": "Europe/Berlin"
            },
            "lexorank": "0|hzzzzz:",
            "project": "demo",
            "slaOptions": {
                "defaultSla": 240
            }
        },
        {
            "id": "64a1b2c3d4e5f60718293a02",
            "_id": "64a1b2c3d4e5f60718293a02",
            "name": "Support US",
            "createdAt": "2023-11-02T08:00:00.000Z",
            "updatedAt": "2024-05-14T16:20:00.000Z",
            "ticketAmount": 0,
            "limitTicketAmount": false,
            "needQueueRerun": false,
            "selectOnlyOnlineMembers": true,
            "members": [
                "64a1b2c3d4e5f60718290004",
                "64a1b2c3d4e5f60718290005"
            ],
            "assignmentMethod": "circular",
            "operatingHours": {
                "openingTimes": [
                    {
                        "day": "monday",
                        "openingTime": "09:00",
                        "closingTime": "17:00",
                        "replyTime": null
                    },
                    {
                        "day": "tuesday",
                        "openingTime": "09:00",
                        "closingTime": "17:00",
                        "replyTime": null
                    },
                    {
                        "day": "wednesday",
                        "openingTime": "09:00",
                        "closingTime": "17:00",
                        "replyTime": null
                    },
                    {
                        "day": "thursday",
                        "openingTime": "09:00",
                        "closingTime": "17:00",
                        "replyTime": null
                    },
                    {
                        "day": "friday",
                        "openingTime": "09:00",
                        "closingTime": "17:00",
                        "replyTime": null
                    }
                ],
                "alwaysOnline": false,
                "enabled": true,
                "staticTranslations": {
                    "outOfOfficeMessage": {
                        "en": "We are offline right now and will answer tomorrow morning."
                    }
                },
                "replyTime": "hours",
                "timezone": "America/New_York"
            },
            "lexorank": "0|hzzzzz:",
            "project": "demo",
            "slaOptions": {
                "defaultSla": 240
            }
        },
        {
            "id": "64a1b2c3d4e5f60718293a03",
            "_id": "64a1b2c3d4e5f60718293a03",
            "name": "Billing (merged into Support EU)",
            "createdAt": "2023-11-02T08:00:00.000Z",
            "updatedAt": "2024-05-14T16:20:00.000Z",
            "ticketAmount": 3,
            "limitTicketAmount": true,
            "needQueueRerun": false,
            "selectOnlyOnlineMembers": true,
            "members": [
                "64a1b2c3d4e5f60718290002"
            ],
            "assignmentMethod": "manual",
            "operatingHours": {
                "openingTimes": [
                    {
                        "day": "monday",
                        "openingTime": "09:00",
                        "closingTime": "17:00",
                        "replyTime": null
                    },
                    {
                        "day": "tuesday",
                        "openingTime": "09:00",
                        "closingTime": "17:00",
                        "replyTime": null
                    },
                    {
                        "day": "wednesday",
                        "openingTime": "09:00",
                        "closingTime": "17:00",
                        "replyTime": null
                    },
                    {
                        "day": "thursday",
                        "openingTime": "09:00",
                        "closingTime": "17:00",
                        "replyTime": null
                    },
                    {
                        "day": "friday",
                        "openingTime": "09:00",
                        "closingTime": "17:00",
                        "replyTime": null
                    }
                ],
                "alwaysOnline": false,
                "enabled": true,
                "staticTranslations": {
                    "outOfOfficeMessage": {
                        "en": "We are offline right now and will answer tomorrow morning."
                    }
                },
                "replyTime": "hours",
                "timezone": "Europe/Berlin"
            },
            "lexorank": "0|hzzzzz:",
            "project": "demo",
            "slaOptions": {
                "defaultSla": 240
            }
        }
    ],
    "videos": [
        {
            "id": "66b0000000000000000000a1",
            "videoId": "yt-0000a1",
            "title": "Getting started in 3 minutes",
            "createdAt": "2024-04-02T10:00:00.000Z",
            "durationSeconds": 184,
            "channelName": "Example Support",
            "batchId": "batch-2024-05",
            "error": null,
            "status": "imported",
            "url": "https://video.example.com/watch?v=0000a1",
            "thumbnailUrl": "https://img.example.com/0000a1/default.jpg"
        },
        {
            "id": "66b0000000000000000000a2",
            "videoId": "yt-0000a2",
            "title": "Set up the iOS SDK",
            "createdAt": "2024-05-20T14:30:00.000Z",
            "durationSeconds": 412,
            "channelName": "Example Support",
            "batchId": "batch-2024-05",
            "error": null,
            "status": "imported",
            "url": "https://video.example.com/watch?v=0000a2",
            "thumbnailUrl": "https://img.example.com/0000a2/default.jpg"
        },
        {
            "id": "66b0000000000000000000a3",
            "videoId": "yt-0000a3",
            "title": "Webinar: help center best practices",
            "createdAt": "2024-03-11T16:00:00.000Z",
            "durationSeconds": 3120,
            "channelName": "Example Support",
            "batchId": "batch-2024-05",
            "error": null,
            "status": "imported",
            "url": "https://video.example.com/watch?v=0000a3",
            "thumbnailUrl": "https://img.example.com/0000a3/default.jpg"
        },
        {
            "id": "66b0000000000000000000a4",
            "videoId": "yt-0000a4",
            "title": "Release notes May (not yet reviewed)",
            "createdAt": "2024-06-01T09:00:00.000Z",
            "durationSeconds": 180,
            "channelName": "Example Support",
            "batchId": "batch-2024-05",
            "error": null,
            "status": "pending",
            "url": "https://video.example.com/watch?v=0000a4",
            "thumbnailUrl": "https://img.example.com/0000a4/default.jpg",
            "acknowledged": false
        },
        {
            "id": "66b0000000000000000000a5",
            "videoId": "yt-0000a5",
            "title": "Office party 2023",
            "createdAt": "2024-01-05T18:00:00.000Z",
            "durationSeconds": 180,
            "channelName": "Example Support",
            "batchId": "batch-2024-05",
            "error": null,
            "status": "skipped",
            "url": "https://video.example.com/watch?v=0000a5",
            "thumbnailUrl": "https://img.example.com/0000a5/default.jpg",
            "skipped": true
        },
        {
            "id": "66b0000000000000000000a6",
            "videoId": "yt-0000a6",
            "title": "Android SDK walkthrough (failed import)",
            "createdAt": "2024-05-28T08:00:00.000Z",
            "durationSeconds": 180,
            "channelName": "Example Support",
            "batchId": "batch-2024-05",
            "error": "transcript unavailable",
            "status": "failed",
            "url": "https://video.example.com/watch?v=0000a6",
            "thumbnailUrl": "https://img.example.com/0000a6/default.jpg"
        }
    ],
    "engagement": {
        "chat-messages": [
            {
                "id": "66c0000000000000000000b1",
                "name": "Welcome message",
                "message": {
                    "en": "Hi there! Need help getting set up?"
                },
                "status": "live",
                "deliveries": [
                    {
                        "contactId": "c1",
                        "sentAt": "2024-05-01T10:00:00.000Z"
                    }
                ]
            },
            {
                "id": "66c0000000000000000000b2",
                "name": "Spring sale 2023",
                "message": {
                    "en": "20% off all annual plans this week."
                },
                "status": "ended",
                "deliveries": []
            }
        ],
        "push-notifications": [
            {
                "id": "66c0000000000000000000c1",
                "name": "New inbox release",
                "title": {
                    "en": "The new inbox is here"
                },
                "body": {
                    "en": "Tap to see what changed."
                },
                "status": "sent",
                "sentCount": 1840
            },
            {
                "id": "66c0000000000000000000c2",
                "name": "Maintenance window",
                "title": {
                    "en": "Scheduled maintenance"
                },
                "body": {
                    "en": "Sunday 02:00–03:00 UTC."
                },
                "status": "draft",
                "sentCount": 0
            }
        ],
        "surveys": [
            {
                "id": "66c0000000000000000000d1",
                "name": "Onboarding NPS",
                "status": "live",
                "form": {
                    "questions": [
                        {
                            "id": "q1",
                            "type": "nps",
                            "label": {
                                "en": "How likely are you to recommend us?"
                            }
                        },
                        {
                            "id": "q2",
                            "type": "text",
                            "label": {
                                "en": "What should we improve?"
                            }
                        }
                    ]
                },
                "deliveries": [
                    {
                        "contactId": "c1",
                        "sentAt": "2024-05-02T09:00:00.000Z"
                    }
                ]
            },
            {
                "id": "66c0000000000000000000d2",
                "name": "Help center feedback 2023",
                "status": "ended",
                "form": {
                    "questions": [
                        {
                            "id": "q1",
                            "type": "rating",
                            "label": {
                                "en": "Did this article help?"
                            }
                        }
                    ]
                },
                "deliveries": []
            }
        ],
        "product-tours": [
            {
                "id": "66c0000000000000000000e1",
                "name": "Dashboard tour",
                "steps": 5,
                "status": "live"
            },
            {
                "id": "66c0000000000000000000e2",
                "name": "Legacy reports tour",
                "steps": 3,
                "status": "paused"
            }
        ],
        "checklists": [
            {
                "id": "66c0000000000000000000f1",
                "name": "Workspace setup",
                "tasks": [
                    {
                        "title": "Install the widget",
                        "done": true
                    },
                    {
                        "title": "Invite your team",
                        "done": false
                    }
                ]
            }
        ],
        "tooltips": [
            {
                "id": "66c000000000000000000101",
                "name": "Export button hint",
                "text": {
                    "en": "Export every conversation as CSV."
                },
                "selector": "#export"
            }
        ],
        "news": [
            {
                "id": "66c000000000000000000201",
                "title": {
                    "en": "Introducing the AI inbox"
                },
                "publishedAt": "2024-05-15T12:00:00.000Z"
            },
            {
                "id": "66c000000000000000000202",
                "title": {
                    "en": "Winter holiday support hours 2023"
                },
                "publishedAt": "2023-12-01T12:00:00.000Z"
            }
        ]
    },
    "surveyResponses": {
        "66c0000000000000000000d1": [
            {
                "contactId": "c1",
                "answers": {
                    "q1": 9,
                    "q2": "More video tutorials"
                },
                "createdAt": "2024-05-02T09:12:00.000Z"
            },
            {
                "contactId": "c7",
                "answers": {
                    "q1": 6,
                    "q2": "Faster replies on weekends"
                },
                "createdAt": "2024-05-03T15:40:00.000Z"
            }
        ],
        "66c0000000000000000000d2": [
            {
                "contactId": "c3",
                "answers": {
                    "q1": 4
                },
                "createdAt": "2023-11-20T11:00:00.000Z"
            }
        ]
    },
    "statistics": {
        "TEAM_PERFORMANCE_LIST": [
            {
                "teamId": "64a1b2c3d4e5f60718293a01",
                "teamName": "Support EU",
                "conversationsAssigned": 412,
                "conversationsClosed": 398,
                "medianFirstReplySeconds": 184,
                "medianTimeToCloseSeconds": 5400,
                "csatPercent": 94
            },
            {
                "teamId": "64a1b2c3d4e5f60718293a02",
                "teamName": "Support US",
                "conversationsAssigned": 287,
                "conversationsClosed": 270,
                "medianFirstReplySeconds": 251,
                "medianTimeToCloseSeconds": 7020,
                "csatPercent": 91
            },
            {
                "teamId": "64a1b2c3d4e5f60718293a03",
                "teamName": "Billing (merged into Support EU)",
                "conversationsAssigned": 12,
                "conversationsClosed": 12,
                "medianFirstReplySeconds": 3600,
                "medianTimeToCloseSeconds": 86400,
                "csatPercent": 88
            }
        ],
        "ARTICLE_SEARCH_RESULT_LIST": [
            {
                "searchTerm": "install widget",
                "searches": 230,
                "resultCount": 4,
                "clickThroughPercent": 71,
                "topArticleId": "6650f0c1a2b3c4d5e6f70811"
            },
            {
                "searchTerm": "invoice",
                "searches": 118,
                "resultCount": 2,
                "clickThroughPercent": 64,
                "topArticleId": "6650f0c1a2b3c4d5e6f70817"
            },
            {
                "searchTerm": "android",
                "searches": 54,
                "resultCount": 1,
                "clickThroughPercent": 58,
                "topArticleId": "6650f0c1a2b3c4d5e6f70815"
            },
            {
                "searchTerm": "refund policy",
                "searches": 37,
                "resultCount": 0,
                "clickThroughPercent": 0,
                "topArticleId": null
            },
            {
                "searchTerm": "dark mode",
                "searches": 21,
                "resultCount": 0,
                "clickThroughPercent": 0,
                "topArticleId": null
            }
        ]
    }
};
//# sourceMappingURL=demo-data.js.map