import {
  AGENCY,
  DEFAULT_PERSONA,
  ENTER_SENDS_ATTRIBUTE,
  MINIMIZED_OFFSET_Y,
  REEL_OPEN_DELAY_MS,
  VIDEO_LOAD_TIMEOUT_MOBILE_MS,
  VIDEO_LOAD_TIMEOUT_MS,
} from '@agency/schema';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { MessageBox } from '../../features/chat/MessageBox.tsx';
import { NavMenu } from '../../features/nav/NavMenu.tsx';
import { playWordLimitSound } from '../../features/chat/sound.ts';
import { headingFor, sendingBlocked } from '../../features/chat/state.ts';
import { CHAT_TEXTS, TOOLBAR_TEXTS } from '../../features/chat/texts.ts';
import { Toolbar } from '../../features/chat/Toolbar.tsx';
import { useHomeChat, type SendChat } from '../../features/chat/useHomeChat.ts';
import { REEL_VIDEO } from '../../features/reel/media.ts';
import { REEL_TEXTS } from '../../features/reel/texts.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';
import { useLeaving } from '../../lib/useLeaving.ts';
import { useOpenedOnce } from '../../lib/useOpenedOnce.ts';
import { useReturnFocus } from '../../lib/useReturnFocus.ts';
import { revealScrollBehavior } from '../../lib/useRevealOnOpen.ts';
import { BackgroundVideo } from './BackgroundVideo.tsx';
import classes from './HomePage.module.css';
import { LoadingOverlay } from './LoadingOverlay.tsx';
import { LogoButton } from './LogoButton.tsx';
import { LOGO } from './media.ts';
import { WorkStrip } from './WorkStrip.tsx';
import chrome from '../shared/chrome.module.css';
import { PlainLink, SiteFooter, SiteHeader } from '../shared/SiteChrome.tsx';

// Everything a visitor does not see on arrival is its own chunk, fetched when first needed. The
// server draws the page and src/home.tsx starts it without the conversation's code: the thread, the
// API client and motion load once the visitor turns to the chat (preload). The first screen and the
// thread are plain elements and CSS; what animates with motion wraps itself in lib/motion.tsx's scope.
const loadMotion = () => import('../../lib/motion.tsx');
const loadThread = () => import('../../features/chat/Thread.tsx');
const Thread = lazy(() => loadThread().then((mod) => ({ default: mod.Thread })));
const HeadingSwap = lazy(() =>
  import('./HeadingSwap.tsx').then((mod) => ({ default: mod.HeadingSwap })),
);
const Presence = lazy(() => loadMotion().then((mod) => ({ default: mod.Presence })));
let apiClient: typeof import('../../lib/apiClient.ts') | undefined;
const loadApiClient = () => import('../../lib/apiClient.ts').then((mod) => (apiClient = mod));
const ContactGateForm = lazy(() =>
  import('../../features/chat/ContactGateForm.tsx').then((mod) => ({
    default: mod.ContactGateForm,
  })),
);
const WordLimitDialog = lazy(() =>
  import('../../features/chat/WordLimitDialog.tsx').then((mod) => ({
    default: mod.WordLimitDialog,
  })),
);
// The panels that read data bring React Query with them (the page starts without it).
const loadDataProviders = () => import('../../lib/DataProviders.tsx');
const PortfolioModal = lazy(() =>
  Promise.all([import('../../features/portfolio/PortfolioModal.tsx'), loadDataProviders()]).then(
    ([mod, data]) => ({ default: data.withDataProviders(mod.PortfolioModal) }),
  ),
);
const CardDeck = lazy(() =>
  Promise.all([import('../../features/cards/CardDeck.tsx'), loadDataProviders()]).then(
    ([mod, data]) => ({ default: data.withDataProviders(mod.CardDeck) }),
  ),
);
const AwardsBanner = lazy(() =>
  import('../../features/awards/AwardsBanner.tsx').then((mod) => ({ default: mod.AwardsBanner })),
);
// With the data clients: it lists the open roles of the chosen track.
const EmploymentPanel = lazy(() =>
  Promise.all([import('../../features/careers/EmploymentPanel.tsx'), loadDataProviders()]).then(
    ([mod, data]) => ({ default: data.withDataProviders(mod.EmploymentPanel) }),
  ),
);
const ResumeUploadCard = lazy(() =>
  import('../../features/careers/ResumeUploadCard.tsx').then((mod) => ({
    default: mod.ResumeUploadCard,
  })),
);
const ReelOverlay = lazy(() =>
  import('../../features/reel/ReelOverlay.tsx').then((mod) => ({ default: mod.ReelOverlay })),
);
const VideoOverlay = lazy(() =>
  import('../../features/reel/VideoOverlay.tsx').then((mod) => ({ default: mod.VideoOverlay })),
);
const ShowcaseGrid = lazy(() =>
  import('../../features/reel/ShowcaseGrid.tsx').then((mod) => ({ default: mod.ShowcaseGrid })),
);

/** Whether the conversation's code has come (the heading then changes with motion). */
let conversationLoaded = false;
const conversationListeners = new Set<() => void>();
let conversation: Promise<unknown> | undefined;

/**
 * Fetches what the first message needs, when the visitor turns to the chat: the API client and the
 * thread first, as the message and its reply wait for them; motion after, for the heading and panels.
 */
function preloadConversation(): void {
  conversation ??= Promise.all([loadApiClient(), loadThread()])
    .then(loadMotion)
    .then((motion) => motion.loadMotionFeatures())
    .then(() => {
      conversationLoaded = true;
      for (const listener of conversationListeners) listener();
    });
}

/**
 * A pointer come to rest over the box or a button (a suggestion, send) is about to use it: the
 * conversation's code is fetched then, a moment before the press, rather than on it.
 */
function preloadOnReach(event: PointerEvent): void {
  if (event.target instanceof Element && event.target.closest('button, textarea'))
    preloadConversation();
}

function useConversationLoaded(): boolean {
  return useSyncExternalStore(
    (listener) => {
      conversationListeners.add(listener);
      return () => conversationListeners.delete(listener);
    },
    () => conversationLoaded,
    () => false,
  );
}

/**
 * AnimatePresence around panels that animate in and out, from the first time one opens on (motion
 * comes with it then, not with the page).
 */
function PanelPresence({ open, children }: { open: boolean; children: ReactNode }) {
  if (!useOpenedOnce(open)) return null;
  return (
    <Suspense fallback={null}>
      <Presence>{children}</Presence>
    </Suspense>
  );
}

/**
 * What the thread shows under the last reply (the contact form, the resume upload). Its code comes
 * after the reply has been scrolled into the thread's view, so it brings itself into view as it
 * comes (within its Suspense boundary, it mounts with that code).
 */
function ThreadTail({ className, children }: { className?: string; children: ReactNode }) {
  const tail = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const log = tail.current?.closest('[role="log"]');
    log?.scrollTo({ top: log.scrollHeight, behavior: revealScrollBehavior() });
  }, []);
  return (
    <div ref={tail} className={className}>
      {children}
    </div>
  );
}

/** The suggestions leave as the conversation starts; HomePage.module.css's suggestions-out lasts this. */
const SUGGESTIONS_EXIT_MS = 200;
const STAGE_STYLE = { '--minimized-offset': `${MINIMIZED_OFFSET_Y}px` } as CSSProperties;

/**
 * The chat's tRPC call, its client fetched with the conversation's code. Once that has come the
 * call leaves in the send's own task, not after a promise hop past the frame that draws the message.
 */
const sendChat: SendChat = (request) => {
  const send = (client: NonNullable<typeof apiClient>) =>
    client.sharedTrpcClient().chat.send.mutate(request);
  return apiClient ? send(apiClient) : loadApiClient().then(send);
};

const MOBILE_QUERY = '(max-width: 48em)';

function isMobile(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_QUERY).matches;
}

/** The home screen: the chat assistant over the looping video, and every view a reply can open. */
export function HomePage() {
  return <HomeScreen send={sendChat} />;
}

export function HomeScreen({ send }: { send: SendChat }) {
  usePageTitle();
  const chat = useHomeChat(send);
  const { state, dispatch } = chat;

  // The loading overlay goes when the video plays, or after 3 s (1 s on mobile).
  const [videoReady, setVideoReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(
      () => setVideoReady(true),
      isMobile() ? VIDEO_LOAD_TIMEOUT_MOBILE_MS : VIDEO_LOAD_TIMEOUT_MS,
    );
    return () => clearTimeout(timer);
  }, []);
  const onVideoReady = useCallback(() => setVideoReady(true), []);

  const [wordLimit, setWordLimit] = useState<{ opened: boolean; count: number } | null>(null);
  const onOverLimit = useCallback((count: number) => {
    playWordLimitSound();
    setWordLimit({ opened: true, count });
  }, []);

  // Closing a layer hands focus back to what opened it, else to the message box.
  const messageBox = useCallback(
    () => document.querySelector<HTMLElement>(`[${ENTER_SENDS_ATTRIBUTE}]`),
    [],
  );
  useReturnFocus(state.panel === 'portfolio', messageBox);
  useReturnFocus(state.reelOpen, messageBox);
  useReturnFocus(state.video !== null, messageBox);
  useReturnFocus(wordLimit?.opened === true, messageBox);

  // Once opened, the modal views stay mounted so that they can animate closed.
  const portfolioLoaded = useOpenedOnce(state.panel === 'portfolio');

  // A video-reel card opens the video overlay 1.2 s after it is selected (product.md §4).
  const reelTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(reelTimer.current), []);
  const onVideoReel = useCallback(() => {
    clearTimeout(reelTimer.current);
    reelTimer.current = setTimeout(
      () =>
        dispatch({
          type: 'video',
          video: { src: REEL_VIDEO.src, poster: REEL_VIDEO.poster, title: REEL_TEXTS.reelTitle },
        }),
      REEL_OPEN_DELAY_MS,
    );
  }, [dispatch]);

  const reset = useCallback(() => {
    clearTimeout(reelTimer.current);
    setWordLimit(null);
    dispatch({ type: 'reset' });
  }, [dispatch]);

  const closePanel = useCallback(
    (panel: 'awards' | 'contact' | 'portfolio' | 'employment') =>
      dispatch({ type: 'close-panel', panel }),
    [dispatch],
  );
  const closeAwards = useCallback(() => closePanel('awards'), [closePanel]);
  const onBlocked = useCallback(() => dispatch({ type: 'gate-hint' }), [dispatch]);
  const chatPanel = useRef<HTMLElement>(null);
  const heading = headingFor(state);
  const blocked = sendingBlocked(state);
  // With the reply that asks for it, unless the careers panel shows its own upload.
  const resumeInChat = state.resumeOffer && !state.loading && state.panel !== 'employment';
  const conversationLoaded = useConversationLoaded();
  const suggestions = useLeaving(!state.started && !state.minimized, SUGGESTIONS_EXIT_MS);

  return (
    <div
      className={classes.page}
      data-page="home"
      data-employment={state.employmentMode || undefined}
    >
      <BackgroundVideo creative={state.employmentMode} onReady={onVideoReady} />

      <SiteHeader
        Link={PlainLink}
        services={
          <a href="#services" className={chrome.navLink}>
            Services
          </a>
        }
        className={chrome.onHome}
      />
      <NavMenu
        onAwards={() => dispatch({ type: 'open-panel', panel: 'awards' })}
        onPortfolio={() => dispatch({ type: 'open-panel', panel: 'portfolio' })}
      />
      <LogoButton label={TOOLBAR_TEXTS.reset} resets={state.resets} onReset={reset} />

      <main
        className={classes.main}
        onFocusCapture={preloadConversation}
        onPointerDownCapture={preloadConversation}
        onPointerOverCapture={preloadOnReach}
      >
        <div
          className={classes.stage}
          style={STAGE_STYLE}
          data-minimized={state.minimized || undefined}
        >
          <header className={classes.hero} aria-hidden={state.minimized || undefined}>
            <img className={classes.logo} src={LOGO} alt={AGENCY.name} width={320} height={64} />
            <p className={classes.tagline}>{AGENCY.tagline}</p>
            <h1 className={classes.heading} aria-live="polite">
              {conversationLoaded ? (
                <Suspense fallback={<span className={classes.headingText}>{heading}</span>}>
                  <HeadingSwap heading={heading} />
                </Suspense>
              ) : (
                <span className={classes.headingText}>{heading}</span>
              )}
            </h1>
          </header>

          <div className={classes.chatFrame}>
            <section
              ref={chatPanel}
              className={classes.chat}
              aria-label={CHAT_TEXTS.threadLabel}
              data-started={state.started || undefined}
            >
              <button
                type="button"
                className={classes.minimize}
                aria-label={state.minimized ? TOOLBAR_TEXTS.expand : TOOLBAR_TEXTS.minimize}
                aria-expanded={!state.minimized}
                onClick={() => dispatch({ type: 'minimize', minimized: !state.minimized })}
              >
                {state.minimized ? (
                  <IconChevronDown size={18} stroke={1.8} />
                ) : (
                  <IconChevronUp size={18} stroke={1.8} />
                )}
              </button>
              {!state.minimized &&
              (state.messages.length > 0 || state.loading || state.panel === 'contact') ? (
                <Suspense fallback={null}>
                  <Thread messages={state.messages} loading={state.loading}>
                    {state.panel === 'contact' ? (
                      <Suspense fallback={null}>
                        <ThreadTail>
                          <ContactGateForm
                            onContinue={chat.continueGate}
                            onSkip={chat.skipGate}
                            hint={state.gateHint}
                          />
                        </ThreadTail>
                      </Suspense>
                    ) : resumeInChat ? (
                      <Suspense fallback={null}>
                        <ThreadTail className={classes.resumeInChat}>
                          <ResumeUploadCard
                            conversationId={state.conversationId ?? undefined}
                            onUploaded={chat.resumeUploaded}
                          />
                        </ThreadTail>
                      </Suspense>
                    ) : null}
                  </Thread>
                </Suspense>
              ) : null}
              <MessageBox
                key={state.resets}
                busy={blocked}
                prompts={state.employmentMode ? CHAT_TEXTS.careersPrompts : undefined}
                onSubmit={chat.submit}
                onBlocked={onBlocked}
                handedBack={state.handedBack}
                onOverLimit={onOverLimit}
                renderToolbar={({ counter, canSend }) => (
                  <Toolbar
                    pdfOffers={state.pdfOffers}
                    busy={blocked}
                    canSend={canSend}
                    employmentActive={state.panel === 'employment'}
                    trailing={counter}
                    onEmployment={() =>
                      state.panel === 'employment'
                        ? dispatch({ type: 'close-panel', panel: 'employment' })
                        : dispatch({ type: 'employment-mode' })
                    }
                    onPdf={(file) => void chat.uploadPdf(file)}
                    onPartnership={() => chat.submit(CHAT_TEXTS.partnershipMessage)}
                    onPortfolio={() => dispatch({ type: 'toggle-panel', panel: 'portfolio' })}
                    onContact={() => dispatch({ type: 'toggle-panel', panel: 'contact' })}
                    onAwards={() => dispatch({ type: 'toggle-panel', panel: 'awards' })}
                  />
                )}
              />
            </section>
          </div>

          {suggestions.mounted ? (
            <div
              className={classes.suggestions}
              role="group"
              aria-label={CHAT_TEXTS.suggestionsLabel}
              data-leaving={suggestions.leaving || undefined}
              // On their way out they are already gone for keyboards, clicks and screen readers:
              // a chip pressed in those 200 ms would start a second conversation turn.
              inert={suggestions.leaving}
              aria-hidden={suggestions.leaving || undefined}
            >
              {CHAT_TEXTS.suggestions.map((prompt) => (
                <button
                  key={prompt}
                  type="button"
                  className={classes.suggestion}
                  onClick={() => chat.submit(prompt)}
                >
                  {prompt}
                </button>
              ))}
            </div>
          ) : null}

          <PanelPresence open={state.panel === 'employment' || state.showcase}>
            {state.panel === 'employment' ? (
              <Suspense key="employment" fallback={null}>
                <EmploymentPanel
                  employmentType={state.employmentType}
                  conversationId={state.conversationId ?? undefined}
                  onChoose={chat.chooseEmployment}
                  onUploaded={chat.resumeUploaded}
                  onClose={() => closePanel('employment')}
                />
              </Suspense>
            ) : null}
            {state.showcase ? (
              <Suspense key="showcase" fallback={null}>
                <ShowcaseGrid
                  onPlay={(video) => dispatch({ type: 'video', video })}
                  onDiscuss={() => chat.submit(CHAT_TEXTS.videoProjectMessage)}
                  onClose={() => dispatch({ type: 'show-showcase', shown: false })}
                />
              </Suspense>
            ) : null}
          </PanelPresence>
          {state.deck ? (
            <Suspense fallback={null}>
              <CardDeck
                key={state.deck.join()}
                ids={state.deck}
                persona={DEFAULT_PERSONA}
                onVideoReel={onVideoReel}
                onClose={() => dispatch({ type: 'close-deck' })}
              />
            </Suspense>
          ) : null}
        </div>
        <WorkStrip />
      </main>

      <SiteFooter Link={PlainLink} />

      <PanelPresence open={state.panel === 'awards'}>
        {state.panel === 'awards' ? (
          <Suspense key="awards" fallback={null}>
            <AwardsBanner onClose={closeAwards} keepVisible={chatPanel} />
          </Suspense>
        ) : null}
      </PanelPresence>

      {portfolioLoaded ? (
        <Suspense fallback={null}>
          <PortfolioModal
            opened={state.panel === 'portfolio'}
            initialFilter={state.portfolioFilter}
            onClose={() => closePanel('portfolio')}
            onGetInTouch={() => dispatch({ type: 'open-panel', panel: 'contact' })}
          />
        </Suspense>
      ) : null}
      {state.reelOpen ? (
        <Suspense fallback={null}>
          <ReelOverlay opened onClose={() => dispatch({ type: 'reel', open: false })} />
        </Suspense>
      ) : null}
      {state.video ? (
        <Suspense fallback={null}>
          <VideoOverlay
            video={state.video}
            onClose={() => dispatch({ type: 'video', video: null })}
          />
        </Suspense>
      ) : null}
      {wordLimit ? (
        <Suspense fallback={null}>
          <WordLimitDialog
            opened={wordLimit.opened}
            count={wordLimit.count}
            onClose={() => setWordLimit((value) => (value ? { ...value, opened: false } : null))}
          />
        </Suspense>
      ) : null}

      <LoadingOverlay visible={!videoReady} label={CHAT_TEXTS.loadingOverlay} />
    </div>
  );
}
