import type { Locale } from '@/domain/locales'

/**
 * Issue 22 (5): the words of our collections in the admin, in the editors' six languages. Payload
 * shows a label, description, option or group given as `{ en, es, … }` in the admin language (and
 * English for a language missing); `t('Opening hours')` gives that object from the table below,
 * keyed by the English text, so a label missing from the table does not compile. Field names (the
 * database's columns) never change here, only what editors read.
 *
 * French: a no-break space before ":" and inside « », a narrow one before ";", "?" and "!".
 */
type Translations = Record<Exclude<Locale, 'en'>, string>

const TRANSLATIONS = {
  // Collections, and the groups of the admin's navigation
  Place: { es: 'Lugar', fr: 'Lieu', pl: 'Miejsce', lt: 'Vieta', pt: 'Local' },
  Places: { es: 'Lugares', fr: 'Lieux', pl: 'Miejsca', lt: 'Vietos', pt: 'Locais' },
  Town: { es: 'Ciudad', fr: 'Ville', pl: 'Miasto', lt: 'Miestas', pt: 'Vila' },
  Towns: { es: 'Ciudades', fr: 'Villes', pl: 'Miasta', lt: 'Miestai', pt: 'Vilas' },
  Category: { es: 'Categoría', fr: 'Catégorie', pl: 'Kategoria', lt: 'Kategorija', pt: 'Categoria' },
  Categories: { es: 'Categorías', fr: 'Catégories', pl: 'Kategorie', lt: 'Kategorijos', pt: 'Categorias' },
  Notice: { es: 'Aviso', fr: 'Avis', pl: 'Komunikat', lt: 'Pranešimas', pt: 'Aviso' },
  Notices: { es: 'Avisos', fr: 'Avis', pl: 'Komunikaty', lt: 'Pranešimai', pt: 'Avisos' },
  Event: { es: 'Evento', fr: 'Événement', pl: 'Wydarzenie', lt: 'Renginys', pt: 'Evento' },
  Events: { es: 'Eventos', fr: 'Événements', pl: 'Wydarzenia', lt: 'Renginiai', pt: 'Eventos' },
  Highlight: { es: 'Destacado', fr: 'Incontournable', pl: 'Wyróżnienie', lt: 'Akcentas', pt: 'Destaque' },
  Highlights: { es: 'Destacados', fr: 'Incontournables', pl: 'Wyróżnienia', lt: 'Akcentai', pt: 'Destaques' },
  'Walking tour': { es: 'Ruta a pie', fr: 'Parcours à pied', pl: 'Trasa spacerowa', lt: 'Pėsčiųjų maršrutas', pt: 'Percurso a pé' },
  'Walking tours': { es: 'Rutas a pie', fr: 'Parcours à pied', pl: 'Trasy spacerowe', lt: 'Pėsčiųjų maršrutai', pt: 'Percursos a pé' },
  Partner: { es: 'Colaborador', fr: 'Partenaire', pl: 'Partner', lt: 'Partneris', pt: 'Parceiro' },
  Partners: { es: 'Colaboradores', fr: 'Partenaires', pl: 'Partnerzy', lt: 'Partneriai', pt: 'Parceiros' },
  'Media file': {
    es: 'Archivo multimedia',
    fr: 'Fichier média',
    pl: 'Plik multimedialny',
    lt: 'Medijos failas',
    pt: 'Ficheiro multimédia',
  },
  Media: { es: 'Multimedia', fr: 'Médias', pl: 'Multimedia', lt: 'Medija', pt: 'Multimédia' },
  User: { es: 'Usuario', fr: 'Utilisateur', pl: 'Użytkownik', lt: 'Naudotojas', pt: 'Utilizador' },
  Users: { es: 'Usuarios', fr: 'Utilisateurs', pl: 'Użytkownicy', lt: 'Naudotojai', pt: 'Utilizadores' },
  'Contact message': {
    es: 'Mensaje de contacto',
    fr: 'Message de contact',
    pl: 'Wiadomość kontaktowa',
    lt: 'Kontaktinė žinutė',
    pt: 'Mensagem de contacto',
  },
  'Contact messages': {
    es: 'Mensajes de contacto',
    fr: 'Messages de contact',
    pl: 'Wiadomości kontaktowe',
    lt: 'Kontaktinės žinutės',
    pt: 'Mensagens de contacto',
  },
  'Feedback message': { es: 'Comentario', fr: 'Retour', pl: 'Opinia', lt: 'Atsiliepimas', pt: 'Comentário' },
  Feedback: { es: 'Comentarios', fr: 'Retours', pl: 'Opinie', lt: 'Atsiliepimai', pt: 'Comentários' },
  'Error report': {
    es: 'Informe de error',
    fr: 'Rapport d’erreur',
    pl: 'Zgłoszenie błędu',
    lt: 'Klaidos ataskaita',
    pt: 'Relatório de erro',
  },
  'Error reports': {
    es: 'Informes de error',
    fr: 'Rapports d’erreur',
    pl: 'Zgłoszenia błędów',
    lt: 'Klaidų ataskaitos',
    pt: 'Relatórios de erro',
  },
  'Site settings': {
    es: 'Ajustes del sitio',
    fr: 'Réglages du site',
    pl: 'Ustawienia witryny',
    lt: 'Svetainės nustatymai',
    pt: 'Definições do sítio',
  },
  'What’s on': { es: 'Agenda', fr: 'Agenda', pl: 'Co się dzieje', lt: 'Renginiai', pt: 'Agenda' },
  Content: { es: 'Contenido', fr: 'Contenu', pl: 'Treści', lt: 'Turinys', pt: 'Conteúdo' },
  Visitors: { es: 'Visitantes', fr: 'Visiteurs', pl: 'Odwiedzający', lt: 'Lankytojai', pt: 'Visitantes' },
  Admin: { es: 'Administración', fr: 'Administration', pl: 'Administracja', lt: 'Administravimas', pt: 'Administração' },
  'Cache and builds': {
    es: 'Caché y compilaciones',
    fr: 'Cache et compilations',
    pl: 'Pamięć podręczna i kompilacje',
    lt: 'Podėlis ir kompiliacijos',
    pt: 'Cache e compilações',
  },
  'Usage statistics': {
    es: 'Estadísticas de uso',
    fr: 'Statistiques d’utilisation',
    pl: 'Statystyki użycia',
    lt: 'Naudojimo statistika',
    pt: 'Estatísticas de utilização',
  },

  // Fields met in several collections
  Name: { es: 'Nombre', fr: 'Nom', pl: 'Nazwa', lt: 'Pavadinimas', pt: 'Nome' },
  'Full name': { es: 'Nombre completo', fr: 'Nom complet', pl: 'Imię i nazwisko', lt: 'Vardas ir pavardė', pt: 'Nome completo' },
  Title: { es: 'Título', fr: 'Titre', pl: 'Tytuł', lt: 'Pavadinimas', pt: 'Título' },
  Slug: {
    es: 'Identificador en la URL',
    fr: 'Identifiant d’URL',
    pl: 'Identyfikator w adresie',
    lt: 'Adreso identifikatorius',
    pt: 'Identificador no endereço',
  },
  Description: { es: 'Descripción', fr: 'Description', pl: 'Opis', lt: 'Aprašymas', pt: 'Descrição' },
  Text: { es: 'Texto', fr: 'Texte', pl: 'Treść', lt: 'Tekstas', pt: 'Texto' },
  Summary: { es: 'Resumen', fr: 'Résumé', pl: 'Podsumowanie', lt: 'Santrauka', pt: 'Resumo' },
  Image: { es: 'Imagen', fr: 'Image', pl: 'Zdjęcie', lt: 'Nuotrauka', pt: 'Imagem' },
  'Cover image': {
    es: 'Imagen de portada',
    fr: 'Image de couverture',
    pl: 'Zdjęcie okładkowe',
    lt: 'Viršelio nuotrauka',
    pt: 'Imagem de capa',
  },
  Logo: { es: 'Logotipo', fr: 'Logo', pl: 'Logotyp', lt: 'Logotipas', pt: 'Logótipo' },
  Logos: { es: 'Logotipos', fr: 'Logos', pl: 'Logotypy', lt: 'Logotipai', pt: 'Logótipos' },
  Label: { es: 'Etiqueta', fr: 'Libellé', pl: 'Etykieta', lt: 'Užrašas', pt: 'Rótulo' },
  Order: { es: 'Orden', fr: 'Ordre', pl: 'Kolejność', lt: 'Eiliškumas', pt: 'Ordem' },
  Address: { es: 'Dirección', fr: 'Adresse', pl: 'Adres', lt: 'Adresas', pt: 'Morada' },
  Postcode: { es: 'Código postal', fr: 'Code postal', pl: 'Kod pocztowy', lt: 'Pašto kodas', pt: 'Código postal' },
  Phone: { es: 'Teléfono', fr: 'Téléphone', pl: 'Telefon', lt: 'Telefonas', pt: 'Telefone' },
  Email: { es: 'Correo electrónico', fr: 'Adresse e-mail', pl: 'E-mail', lt: 'El. paštas', pt: 'E-mail' },
  Website: { es: 'Sitio web', fr: 'Site web', pl: 'Strona internetowa', lt: 'Svetainė', pt: 'Sítio web' },
  Link: { es: 'Enlace', fr: 'Lien', pl: 'Link', lt: 'Nuoroda', pt: 'Ligação' },
  Longitude: { es: 'Longitud', fr: 'Longitude', pl: 'Długość geograficzna', lt: 'Ilguma', pt: 'Longitude' },
  Latitude: { es: 'Latitud', fr: 'Latitude', pl: 'Szerokość geograficzna', lt: 'Platuma', pt: 'Latitude' },
  Start: { es: 'Inicio', fr: 'Début', pl: 'Początek', lt: 'Pradžia', pt: 'Início' },
  End: { es: 'Fin', fr: 'Fin', pl: 'Koniec', lt: 'Pabaiga', pt: 'Fim' },
  'Missing translations': {
    es: 'Traducciones pendientes',
    fr: 'Traductions manquantes',
    pl: 'Brakujące tłumaczenia',
    lt: 'Trūkstami vertimai',
    pt: 'Traduções em falta',
  },
  'Languages still missing some of the text written in English (updated on save).': {
    es: 'Idiomas a los que aún les falta parte del texto escrito en inglés (se actualiza al guardar).',
    fr: 'Langues où manque encore une partie du texte écrit en anglais (mis à jour à l’enregistrement).',
    pl: 'Języki, w których wciąż brakuje części tekstu napisanego po angielsku (aktualizowane przy zapisie).',
    lt: 'Kalbos, kuriomis dar trūksta dalies angliškai parašyto teksto (atnaujinama išsaugant).',
    pt: 'Línguas em que ainda falta parte do texto escrito em inglês (atualizado ao guardar).',
  },
  'Used in share links; keep it stable once published.': {
    es: 'Se usa en los enlaces para compartir; no lo cambie una vez publicado.',
    fr: 'Utilisé dans les liens de partage ; ne le changez plus une fois publié.',
    pl: 'Używany w linkach do udostępniania; po publikacji nie zmieniaj go.',
    lt: 'Naudojamas dalijimosi nuorodose; paskelbę jo nebekeiskite.',
    pt: 'Usado nas ligações de partilha; não o altere depois de publicado.',
  },

  // Places
  'Map layer': { es: 'Capa del mapa', fr: 'Calque de la carte', pl: 'Warstwa mapy', lt: 'Žemėlapio sluoksnis', pt: 'Camada do mapa' },
  'Car parks': {
    es: 'Aparcamientos',
    fr: 'Parkings',
    pl: 'Parkingi',
    lt: 'Automobilių stovėjimo aikštelės',
    pt: 'Parques de estacionamento',
  },
  'Bus stops': {
    es: 'Paradas de autobús',
    fr: 'Arrêts de bus',
    pl: 'Przystanki autobusowe',
    lt: 'Autobusų stotelės',
    pt: 'Paragens de autocarro',
  },
  'Public toilets': {
    es: 'Aseos públicos',
    fr: 'Toilettes publiques',
    pl: 'Toalety publiczne',
    lt: 'Viešieji tualetai',
    pt: 'Casas de banho públicas',
  },
  'Accessible places': {
    es: 'Lugares accesibles',
    fr: 'Lieux accessibles',
    pl: 'Miejsca bez barier',
    lt: 'Prieinamos vietos',
    pt: 'Locais acessíveis',
  },
  'Public art': { es: 'Arte público', fr: 'Art public', pl: 'Sztuka w przestrzeni publicznej', lt: 'Viešasis menas', pt: 'Arte pública' },
  'Points of interest': {
    es: 'Puntos de interés',
    fr: 'Points d’intérêt',
    pl: 'Ciekawe miejsca',
    lt: 'Lankytinos vietos',
    pt: 'Pontos de interesse',
  },
  Tags: { es: 'Etiquetas', fr: 'Mots-clés', pl: 'Tagi', lt: 'Žymės', pt: 'Etiquetas' },
  'Opening hours': { es: 'Horario', fr: 'Horaires d’ouverture', pl: 'Godziny otwarcia', lt: 'Darbo laikas', pt: 'Horário' },
  'OpenStreetMap opening_hours syntax, e.g. “Mo-Sa 10:00-17:00; Su off”. Leave it empty unless a source gives the hours.': {
    es: 'Sintaxis opening_hours de OpenStreetMap, p. ej. «Mo-Sa 10:00-17:00; Su off». Déjelo vacío si ninguna fuente da el horario.',
    fr: 'Syntaxe opening_hours d’OpenStreetMap, par ex. « Mo-Sa 10:00-17:00; Su off ». Laissez vide si aucune source ne donne les horaires.',
    pl: 'Składnia opening_hours z OpenStreetMap, np. „Mo-Sa 10:00-17:00; Su off”. Zostaw puste, jeśli żadne źródło nie podaje godzin.',
    lt: 'OpenStreetMap opening_hours sintaksė, pvz., „Mo-Sa 10:00-17:00; Su off“. Palikite tuščią, jei joks šaltinis nenurodo darbo laiko.',
    pt: 'Sintaxe opening_hours do OpenStreetMap, p. ex. «Mo-Sa 10:00-17:00; Su off». Deixe vazio se nenhuma fonte indicar o horário.',
  },
  Accessibility: { es: 'Accesibilidad', fr: 'Accessibilité', pl: 'Dostępność', lt: 'Prieinamumas', pt: 'Acessibilidade' },
  'Step-free access, toilets, hearing loops…': {
    es: 'Acceso sin escalones, aseos, bucles de inducción…',
    fr: 'Accès de plain-pied, toilettes, boucles magnétiques…',
    pl: 'Dostęp bez schodów, toalety, pętle indukcyjne…',
    lt: 'Patekimas be laiptų, tualetai, indukcinės kilpos…',
    pt: 'Acesso sem degraus, casas de banho, anéis de indução…',
  },
  'Position confidence': {
    es: 'Fiabilidad de la posición',
    fr: 'Fiabilité de la position',
    pl: 'Pewność położenia',
    lt: 'Vietos patikimumas',
    pt: 'Fiabilidade da posição',
  },
  'How sure we are of the map position': {
    es: 'Grado de certeza de la posición en el mapa',
    fr: 'Degré de certitude de la position sur la carte',
    pl: 'Na ile pewne jest położenie na mapie',
    lt: 'Kiek patikima vieta žemėlapyje',
    pt: 'Grau de certeza da posição no mapa',
  },
  High: { es: 'Alta', fr: 'Élevée', pl: 'Wysoka', lt: 'Didelis', pt: 'Alta' },
  Medium: { es: 'Media', fr: 'Moyenne', pl: 'Średnia', lt: 'Vidutinis', pt: 'Média' },
  Low: { es: 'Baja', fr: 'Faible', pl: 'Niska', lt: 'Mažas', pt: 'Baixa' },
  Source: { es: 'Fuente', fr: 'Source', pl: 'Źródło', lt: 'Šaltinis', pt: 'Fonte' },
  Note: { es: 'Nota', fr: 'Note', pl: 'Notatka', lt: 'Pastaba', pt: 'Nota' },
  'Internal note for editors': {
    es: 'Nota interna para los editores',
    fr: 'Note interne pour les éditeurs',
    pl: 'Notatka wewnętrzna dla redaktorów',
    lt: 'Vidinė pastaba redaktoriams',
    pt: 'Nota interna para os editores',
  },

  // Towns
  'Used in URLs, e.g. st-ives': {
    es: 'Se usa en las direcciones web, p. ej. st-ives',
    fr: 'Utilisé dans les adresses web, par ex. st-ives',
    pl: 'Używany w adresach stron, np. st-ives',
    lt: 'Naudojamas interneto adresuose, pvz., st-ives',
    pt: 'Usado nos endereços web, p. ex. st-ives',
  },
  'Database key': { es: 'Clave de datos', fr: 'Clé de données', pl: 'Klucz danych', lt: 'Duomenų raktas', pt: 'Chave de dados' },
  'Key used by the public APIs, e.g. stIves': {
    es: 'Clave que usan las API públicas, p. ej. stIves',
    fr: 'Clé utilisée par les API publiques, par ex. stIves',
    pl: 'Klucz używany przez publiczne API, np. stIves',
    lt: 'Raktas, kurį naudoja viešosios API, pvz., stIves',
    pt: 'Chave usada pelas API públicas, p. ex. stIves',
  },
  'Station code': { es: 'Código de estación', fr: 'Code de la gare', pl: 'Kod stacji', lt: 'Stoties kodas', pt: 'Código da estação' },
  'National Rail station code, if the town has a station': {
    es: 'Código de la estación en National Rail, si la ciudad tiene estación',
    fr: 'Code de la gare chez National Rail, si la ville a une gare',
    pl: 'Kod stacji w systemie National Rail, jeśli miasto ma stację',
    lt: 'National Rail stoties kodas, jei mieste yra stotis',
    pt: 'Código da estação na National Rail, se a vila tiver estação',
  },
  Tagline: { es: 'Lema', fr: 'Accroche', pl: 'Hasło', lt: 'Šūkis', pt: 'Lema' },
  'Number of places': { es: 'Número de lugares', fr: 'Nombre de lieux', pl: 'Liczba miejsc', lt: 'Vietų skaičius', pt: 'Número de locais' },
  'Counted from published places; updated automatically.': {
    es: 'Se cuenta a partir de los lugares publicados; se actualiza automáticamente.',
    fr: 'Compté à partir des lieux publiés ; mis à jour automatiquement.',
    pl: 'Liczone z opublikowanych miejsc; aktualizowane automatycznie.',
    lt: 'Skaičiuojama iš paskelbtų vietų; atnaujinama automatiškai.',
    pt: 'Contado a partir dos locais publicados; atualizado automaticamente.',
  },
  'Map camera': { es: 'Vista del mapa', fr: 'Cadrage de la carte', pl: 'Widok mapy', lt: 'Žemėlapio vaizdas', pt: 'Vista do mapa' },
  Zoom: { es: 'Zoom', fr: 'Zoom', pl: 'Powiększenie', lt: 'Mastelis', pt: 'Zoom' },
  'Minimum zoom': { es: 'Zoom mínimo', fr: 'Zoom minimal', pl: 'Minimalne powiększenie', lt: 'Mažiausias mastelis', pt: 'Zoom mínimo' },
  'Maximum zoom': { es: 'Zoom máximo', fr: 'Zoom maximal', pl: 'Maksymalne powiększenie', lt: 'Didžiausias mastelis', pt: 'Zoom máximo' },
  'Map bounds': { es: 'Límites del mapa', fr: 'Limites de la carte', pl: 'Granice mapy', lt: 'Žemėlapio ribos', pt: 'Limites do mapa' },
  West: { es: 'Oeste', fr: 'Ouest', pl: 'Zachód', lt: 'Vakarai', pt: 'Oeste' },
  South: { es: 'Sur', fr: 'Sud', pl: 'Południe', lt: 'Pietūs', pt: 'Sul' },
  East: { es: 'Este', fr: 'Est', pl: 'Wschód', lt: 'Rytai', pt: 'Este' },
  North: { es: 'Norte', fr: 'Nord', pl: 'Północ', lt: 'Šiaurė', pt: 'Norte' },
  'Kiosk A': { es: 'Quiosco A', fr: 'Borne A', pl: 'Kiosk A', lt: 'Kioskas A', pt: 'Quiosque A' },
  'Kiosk B': { es: 'Quiosco B', fr: 'Borne B', pl: 'Kiosk B', lt: 'Kioskas B', pt: 'Quiosque B' },
  Facing: { es: 'Orientación', fr: 'Orientation', pl: 'Kierunek', lt: 'Kryptis', pt: 'Orientação' },
  'Which way the kiosk screen faces: map bearing and pitch in degrees (0 = unknown/north).': {
    es: 'Hacia dónde mira la pantalla del quiosco: rumbo e inclinación del mapa en grados (0 = desconocido/norte).',
    fr: 'Direction vers laquelle regarde l’écran de la borne : cap et inclinaison de la carte en degrés (0 = inconnu/nord).',
    pl: 'W którą stronę zwrócony jest ekran kiosku: kierunek i nachylenie mapy w stopniach (0 = nieznany/północ).',
    lt: 'Į kurią pusę atsuktas kiosko ekranas: žemėlapio kryptis ir pokrypis laipsniais (0 = nežinoma / šiaurė).',
    pt: 'Para onde está virado o ecrã do quiosque: rumo e inclinação do mapa em graus (0 = desconhecido/norte).',
  },
  Bearing: { es: 'Rumbo', fr: 'Cap', pl: 'Azymut', lt: 'Azimutas', pt: 'Rumo' },
  Pitch: { es: 'Inclinación', fr: 'Inclinaison', pl: 'Nachylenie', lt: 'Pokrypis', pt: 'Inclinação' },

  // Categories
  'Short label': { es: 'Etiqueta corta', fr: 'Libellé court', pl: 'Krótka etykieta', lt: 'Trumpas užrašas', pt: 'Rótulo curto' },
  Icon: { es: 'Icono', fr: 'Icône', pl: 'Ikona', lt: 'Piktograma', pt: 'Ícone' },
  'A lucide icon (lucide.dev/icons), one of: {icons}': {
    es: 'Un icono de lucide (lucide.dev/icons), uno de estos: {icons}',
    fr: 'Une icône lucide (lucide.dev/icons), parmi : {icons}',
    pl: 'Ikona lucide (lucide.dev/icons), jedna z: {icons}',
    lt: 'Lucide piktograma (lucide.dev/icons), viena iš: {icons}',
    pt: 'Um ícone lucide (lucide.dev/icons), um destes: {icons}',
  },
  Colour: { es: 'Color', fr: 'Couleur', pl: 'Kolor', lt: 'Spalva', pt: 'Cor' },
  'A hex colour, e.g. #1d5f8a': {
    es: 'Un color hexadecimal, p. ej. #1d5f8a',
    fr: 'Une couleur hexadécimale, par ex. #1d5f8a',
    pl: 'Kolor szesnastkowy, np. #1d5f8a',
    lt: 'Šešioliktainė spalva, pvz., #1d5f8a',
    pt: 'Uma cor hexadecimal, p. ex. #1d5f8a',
  },

  // Notices and events
  'Leave empty for a notice with no end': {
    es: 'Déjelo vacío si el aviso no tiene fin',
    fr: 'Laissez vide pour un avis sans fin',
    pl: 'Zostaw puste dla komunikatu bez końca',
    lt: 'Palikite tuščią, jei pranešimas neturi pabaigos',
    pt: 'Deixe vazio para um aviso sem fim',
  },
  'The event’s address: /explore/{town}/events/{slug}. Made from the title and date when left empty; keep it once published.': {
    es: 'La dirección del evento: /explore/{town}/events/{slug}. Si se deja vacío, se crea a partir del título y la fecha; no lo cambie una vez publicado.',
    fr: 'L’adresse de l’événement : /explore/{town}/events/{slug}. Créé à partir du titre et de la date s’il est laissé vide ; ne le changez plus une fois publié.',
    pl: 'Adres wydarzenia: /explore/{town}/events/{slug}. Jeśli zostanie puste, powstanie z tytułu i daty; po publikacji nie zmieniaj go.',
    lt: 'Renginio adresas: /explore/{town}/events/{slug}. Jei paliksite tuščią, bus sudarytas iš pavadinimo ir datos; paskelbę jo nebekeiskite.',
    pt: 'O endereço do evento: /explore/{town}/events/{slug}. Se ficar vazio, é criado a partir do título e da data; não o altere depois de publicado.',
  },
  'Where it happens, if it is a place on the map': {
    es: 'Dónde tiene lugar, si es un lugar del mapa',
    fr: 'Où il se déroule, si c’est un lieu de la carte',
    pl: 'Gdzie się odbywa, jeśli to miejsce na mapie',
    lt: 'Kur vyksta, jei tai vieta žemėlapyje',
    pt: 'Onde decorre, se for um local do mapa',
  },
  Venue: { es: 'Lugar de celebración', fr: 'Lieu de l’événement', pl: 'Miejsce wydarzenia', lt: 'Renginio vieta', pt: 'Local do evento' },
  'Venue name when it is not a place on the map': {
    es: 'Nombre del lugar si no está en el mapa',
    fr: 'Nom du lieu s’il ne figure pas sur la carte',
    pl: 'Nazwa miejsca, jeśli nie ma go na mapie',
    lt: 'Vietos pavadinimas, jei jos nėra žemėlapyje',
    pt: 'Nome do local se não estiver no mapa',
  },

  // Highlights and walking tours
  'Slides show in ascending order': {
    es: 'Las diapositivas se muestran en orden ascendente',
    fr: 'Les diapositives s’affichent par ordre croissant',
    pl: 'Slajdy są wyświetlane w kolejności rosnącej',
    lt: 'Skaidrės rodomos didėjimo tvarka',
    pt: 'Os diapositivos aparecem por ordem crescente',
  },
  'Feature one of the town’s walking tours: the slide leads to it.': {
    es: 'Destaque una de las rutas a pie de la ciudad: la diapositiva lleva a ella.',
    fr: 'Mettez en avant un des parcours à pied de la ville : la diapositive y mène.',
    pl: 'Wyróżnij jedną z tras spacerowych miasta: slajd do niej prowadzi.',
    lt: 'Išskirkite vieną miesto pėsčiųjų maršrutą: skaidrė ves į jį.',
    pt: 'Destaque um dos percursos a pé da vila: o diapositivo leva até ele.',
  },
  'The tour’s address: /explore/{town}/tours/{slug}. Keep it stable once published.': {
    es: 'La dirección de la ruta: /explore/{town}/tours/{slug}. No la cambie una vez publicada.',
    fr: 'L’adresse du parcours : /explore/{town}/tours/{slug}. Ne la changez plus une fois publiée.',
    pl: 'Adres trasy: /explore/{town}/tours/{slug}. Po publikacji nie zmieniaj go.',
    lt: 'Maršruto adresas: /explore/{town}/tours/{slug}. Paskelbę jo nebekeiskite.',
    pt: 'O endereço do percurso: /explore/{town}/tours/{slug}. Não o altere depois de publicado.',
  },
  Stop: { es: 'Parada', fr: 'Étape', pl: 'Przystanek', lt: 'Stotelė', pt: 'Paragem' },
  Stops: { es: 'Paradas', fr: 'Étapes', pl: 'Przystanki', lt: 'Stotelės', pt: 'Paragens' },
  'In walking order: drag to reorder. Only the published places of the tour’s town can be stops.': {
    es: 'En el orden de la ruta: arrastre para reordenar. Solo los lugares publicados de la ciudad de la ruta pueden ser paradas.',
    fr: 'Dans l’ordre de la marche : faites glisser pour réordonner. Seuls les lieux publiés de la ville du parcours peuvent être des étapes.',
    pl: 'W kolejności marszu: przeciągnij, aby zmienić kolejność. Przystankami mogą być tylko opublikowane miejsca miasta, do którego należy trasa.',
    lt: 'Ėjimo tvarka: vilkite, kad pakeistumėte eilę. Stotelėmis gali būti tik paskelbtos maršruto miesto vietos.',
    pt: 'Pela ordem do passeio: arraste para reordenar. Só os locais publicados da vila do percurso podem ser paragens.',
  },
  Path: { es: 'Trazado', fr: 'Tracé', pl: 'Przebieg trasy', lt: 'Trasa', pt: 'Traçado' },
  'Optional: the walked route as a GeoJSON LineString ({"type": "LineString", "coordinates": [[lng, lat], …]}). Without it the route is drawn stop to stop in straight lines.':
    {
      es: 'Opcional: el recorrido a pie como LineString de GeoJSON ({"type": "LineString", "coordinates": [[lng, lat], …]}). Sin él, la ruta se dibuja en línea recta de parada en parada.',
      fr: 'Facultatif : le parcours à pied en LineString GeoJSON ({"type": "LineString", "coordinates": [[lng, lat], …]}). Sans lui, le parcours est tracé en lignes droites d’étape en étape.',
      pl: 'Opcjonalnie: przebieg spaceru jako GeoJSON LineString ({"type": "LineString", "coordinates": [[lng, lat], …]}). Bez niego trasa jest rysowana liniami prostymi od przystanku do przystanku.',
      lt: 'Neprivaloma: nueitas maršrutas kaip GeoJSON LineString ({"type": "LineString", "coordinates": [[lng, lat], …]}). Be jo maršrutas brėžiamas tiesiomis linijomis nuo stotelės iki stotelės.',
      pt: 'Opcional: o percurso a pé como LineString GeoJSON ({"type": "LineString", "coordinates": [[lng, lat], …]}). Sem ele, o percurso é desenhado em linha reta de paragem em paragem.',
    },

  // Media
  'Alternative text': {
    es: 'Texto alternativo',
    fr: 'Texte alternatif',
    pl: 'Tekst alternatywny',
    lt: 'Alternatyvusis tekstas',
    pt: 'Texto alternativo',
  },
  'Describes the image for people who cannot see it.': {
    es: 'Describe la imagen para quien no puede verla.',
    fr: 'Décrit l’image pour les personnes qui ne peuvent pas la voir.',
    pl: 'Opisuje obraz osobom, które go nie widzą.',
    lt: 'Aprašo vaizdą tiems, kurie jo nemato.',
    pt: 'Descreve a imagem para quem não a pode ver.',
  },

  // Accounts, site settings and what visitors send
  Role: { es: 'Rol', fr: 'Rôle', pl: 'Rola', lt: 'Vaidmuo', pt: 'Função' },
  Administrator: { es: 'Administrador', fr: 'Administrateur', pl: 'Administrator', lt: 'Administratorius', pt: 'Administrador' },
  Editor: { es: 'Editor', fr: 'Éditeur', pl: 'Redaktor', lt: 'Redaktorius', pt: 'Editor' },
  'Must change password': {
    es: 'Debe cambiar la contraseña',
    fr: 'Doit changer de mot de passe',
    pl: 'Musi zmienić hasło',
    lt: 'Turi pakeisti slaptažodį',
    pt: 'Tem de alterar a palavra-passe',
  },
  'Set for a generated password; cleared when the user chooses their own.': {
    es: 'Se activa con una contraseña generada; se desactiva cuando el usuario elige la suya.',
    fr: 'Activé pour un mot de passe généré ; désactivé quand l’utilisateur choisit le sien.',
    pl: 'Ustawiane przy wygenerowanym haśle; usuwane, gdy użytkownik wybierze własne.',
    lt: 'Nustatoma sugeneruotam slaptažodžiui; panaikinama, kai naudotojas pasirenka savo.',
    pt: 'Ativado para uma palavra-passe gerada; desativado quando o utilizador escolhe a sua.',
  },
  'Under construction': { es: 'En construcción', fr: 'En construction', pl: 'W budowie', lt: 'Kuriama', pt: 'Em construção' },
  'Sends every public page to /construction; town maps, kiosks and screens keep working.': {
    es: 'Envía todas las páginas públicas a /construction; los mapas de las ciudades, los quioscos y las pantallas siguen funcionando.',
    fr: 'Renvoie toutes les pages publiques vers /construction ; les cartes des villes, les bornes et les écrans continuent de fonctionner.',
    pl: 'Przekierowuje wszystkie strony publiczne na /construction; mapy miast, kioski i ekrany działają dalej.',
    lt: 'Visus viešus puslapius nukreipia į /construction; miestų žemėlapiai, kioskai ir ekranai veikia toliau.',
    pt: 'Envia todas as páginas públicas para /construction; os mapas das vilas, os quiosques e os ecrãs continuam a funcionar.',
  },
  'Office hours': {
    es: 'Horario de atención',
    fr: 'Heures d’ouverture du bureau',
    pl: 'Godziny pracy biura',
    lt: 'Biuro darbo laikas',
    pt: 'Horário de atendimento',
  },
  'Shown in the footer and on the contact page': {
    es: 'Se muestra en el pie de página y en la página de contacto',
    fr: 'Affiché dans le pied de page et sur la page de contact',
    pl: 'Wyświetlane w stopce i na stronie kontaktowej',
    lt: 'Rodoma poraštėje ir kontaktų puslapyje',
    pt: 'Mostrado no rodapé e na página de contactos',
  },
  Line: { es: 'Línea', fr: 'Ligne', pl: 'Wiersz', lt: 'Eilutė', pt: 'Linha' },
  Contact: { es: 'Contacto', fr: 'Contact', pl: 'Kontakt', lt: 'Kontaktai', pt: 'Contacto' },
  'Social link': { es: 'Red social', fr: 'Réseau social', pl: 'Profil społecznościowy', lt: 'Socialinis tinklas', pt: 'Rede social' },
  'Social links': {
    es: 'Redes sociales',
    fr: 'Réseaux sociaux',
    pl: 'Media społecznościowe',
    lt: 'Socialiniai tinklai',
    pt: 'Redes sociais',
  },
  Platform: { es: 'Plataforma', fr: 'Plateforme', pl: 'Platforma', lt: 'Platforma', pt: 'Plataforma' },
  Subject: { es: 'Asunto', fr: 'Objet', pl: 'Temat', lt: 'Tema', pt: 'Assunto' },
  Message: { es: 'Mensaje', fr: 'Message', pl: 'Wiadomość', lt: 'Žinutė', pt: 'Mensagem' },
  Language: { es: 'Idioma', fr: 'Langue', pl: 'Język', lt: 'Kalba', pt: 'Língua' },
  Handled: { es: 'Atendido', fr: 'Traité', pl: 'Obsłużone', lt: 'Apdorota', pt: 'Tratado' },
} satisfies Record<string, Translations>

/** An English text of our admin that has its translations. */
export type English = keyof typeof TRANSLATIONS
/** A text in each of the six languages, as Payload takes labels, descriptions, options and groups. */
export type Label = Record<Locale, string>

/** The six languages of an English text; `{name}` in it (and in each translation) takes `values[name]`. */
export function t(english: English, values: Record<string, string> = {}): Label {
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
  const translations: Translations = TRANSLATIONS[english]
  return {
    en: fill(english),
    ...(Object.fromEntries(Object.entries(translations).map(([locale, text]) => [locale, fill(text)])) as Translations),
  }
}

/** A collection's or an array's name for one of its documents or rows, and for several. */
export const labels = (singular: English, plural: English) => ({ singular: t(singular), plural: t(plural) })

/** Every English text of the table and its translations, for the checks of tests/unit/admin-labels.test.ts. */
export const ALL_TRANSLATIONS: Readonly<Record<English, Translations>> = TRANSLATIONS
