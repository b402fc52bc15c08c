import type { CaseStudy } from '@agency/schema';
import { Loader, Modal } from '@mantine/core';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/AspectRatio.css';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowRight } from '@tabler/icons-react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ImageWithFallback } from '../../components/media/ImageWithFallback.tsx';
import { trpc } from '../../lib/trpc.ts';
import { CaseStudyDetail } from './CaseStudyDetail.tsx';
import { ALL_WORK, filterChips, filterStudies } from './filters.ts';
import classes from './portfolio.module.css';
import { PORTFOLIO_TEXTS } from './texts.ts';

export interface PortfolioModalProps {
  opened: boolean;
  /** A chip to open on (a reply's portfolioFilter): matched to the chips regardless of case. */
  initialFilter?: string | null;
  onClose: () => void;
  onGetInTouch: () => void;
}

/**
 * The portfolio browser (product.md §2): filter chips, the grid, the footer and the detail
 * view. The case studies are fetched only while it is open.
 */
export function PortfolioModal({
  opened,
  initialFilter = null,
  onClose,
  onGetInTouch,
}: PortfolioModalProps) {
  const query = trpc.caseStudies.list.useQuery(undefined, { enabled: opened });
  const [filter, setFilter] = useState<string>(ALL_WORK);
  const [selected, setSelected] = useState<string | null>(null);
  const top = useRef<HTMLDivElement>(null);
  const grid = useRef<HTMLUListElement>(null);
  const lastOpened = useRef<string | null>(null);
  const [lightboxOpen, setLightboxOpen] = useState(false);
  const small = useMediaQuery('(max-width: 48em)');

  const studies = useMemo<CaseStudy[]>(
    () => Object.values(query.data?.caseStudies ?? {}),
    [query.data],
  );
  const chips = useMemo(() => filterChips(studies), [studies]);
  const visible = useMemo(() => filterStudies(studies, filter), [studies, filter]);
  const study = selected ? (studies.find((item) => item.id === selected) ?? null) : null;

  // Closing clears the selection; the filter starts again at All Work.
  useEffect(() => {
    if (opened) return;
    setSelected(null);
    setFilter(ALL_WORK);
  }, [opened]);

  // Opened on a filter: that chip once the chips are known (an unknown one leaves All Work).
  useEffect(() => {
    if (!opened || !initialFilter) return;
    const wanted = initialFilter.toLocaleLowerCase();
    const chip = chips.find((label) => label.toLocaleLowerCase() === wanted);
    if (chip) setFilter(chip);
  }, [opened, initialFilter, chips]);

  // Selecting a case study (and going back) starts at the top of the content.
  useLayoutEffect(() => {
    top.current?.scrollIntoView({ block: 'start' });
  }, [selected]);

  // Back from a case study, focus returns to the card that opened it. Not when the modal closes
  // (which clears the selection too): the card is leaving, and focus goes back to the modal's opener.
  useEffect(() => {
    if (!opened) {
      lastOpened.current = null;
      return;
    }
    if (selected) {
      lastOpened.current = selected;
      return;
    }
    const id = lastOpened.current;
    lastOpened.current = null;
    const cards = grid.current?.querySelectorAll<HTMLElement>('[data-study]') ?? [];
    [...cards].find((card) => card.dataset.study === id)?.focus();
  }, [selected, opened]);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      // Escape closes the topmost layer only: the lightbox closes itself, a case study goes back to
      // the list (below), and only the list closes the modal.
      closeOnEscape={!lightboxOpen && !study}
      size="min(1200px, 96vw)"
      fullScreen={small}
      radius="lg"
      title={PORTFOLIO_TEXTS.title}
      closeButtonProps={{ 'aria-label': PORTFOLIO_TEXTS.close }}
      overlayProps={{ backgroundOpacity: 0.72, blur: 10 }}
      transitionProps={{ transition: 'pop', duration: 260 }}
      classNames={{
        content: classes.modal,
        header: classes.modalHeader,
        title: classes.modalTitle,
        body: classes.modalBody,
      }}
    >
      <div ref={top} className={classes.scrollTop} />
      {study ? (
        <div
          onKeyDown={(event) => {
            // The lightbox's keys bubble through here (React follows its tree, portals and all):
            // only a key pressed in the case study's own layer goes back.
            const layer = (node: EventTarget) =>
              node instanceof Element ? node.closest('[role="dialog"]') : null;
            const own = layer(event.target) === layer(event.currentTarget);
            if (event.key === 'Escape' && !event.nativeEvent.isComposing && own) {
              setSelected(null);
            }
          }}
        >
          <CaseStudyDetail
            study={study}
            onBack={() => setSelected(null)}
            onLightbox={setLightboxOpen}
          />
        </div>
      ) : (
        <>
          <p className={classes.subtitle}>{PORTFOLIO_TEXTS.subtitle}</p>
          {query.isPending ? (
            <p className={classes.status} role="status">
              <Loader size="sm" color="sunset" type="dots" /> {PORTFOLIO_TEXTS.loading}
            </p>
          ) : query.isError ? (
            <p className={classes.status} role="alert">
              {PORTFOLIO_TEXTS.error}
            </p>
          ) : (
            <>
              <div className={classes.chips} role="group" aria-label={PORTFOLIO_TEXTS.filterLabel}>
                {chips.map((chip) => (
                  <button
                    key={chip}
                    type="button"
                    className={classes.chip}
                    aria-pressed={filter === chip}
                    onClick={() => setFilter(chip)}
                  >
                    {chip}
                  </button>
                ))}
              </div>
              {visible.length === 0 ? (
                <p className={classes.status}>{PORTFOLIO_TEXTS.empty}</p>
              ) : (
                <ul className={classes.grid} data-testid="portfolio-grid" ref={grid}>
                  {visible.map((item) => (
                    <li key={item.id}>
                      <button
                        type="button"
                        className={classes.card}
                        data-study={item.id}
                        aria-label={PORTFOLIO_TEXTS.view(item.client, item.title)}
                        onClick={() => setSelected(item.id)}
                      >
                        <span className={classes.cardMedia}>
                          <ImageWithFallback
                            src={item.images.thumbnail}
                            alt=""
                            label={item.client}
                            className={classes.cardImage}
                            width={800}
                            height={500}
                          />
                          <span className={classes.cardIndustry}>{item.industry}</span>
                        </span>
                        <span className={classes.cardBody}>
                          <span className={classes.cardClient}>{item.client}</span>
                          <span className={classes.cardTitle}>{item.title}</span>
                          {item.metrics?.primary ? (
                            <span className={classes.cardMetric}>{item.metrics.primary}</span>
                          ) : null}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
          <footer className={classes.footer}>
            <div>
              <h3 className={classes.footerTitle}>{PORTFOLIO_TEXTS.footerTitle}</h3>
              <p className={classes.footerText}>{PORTFOLIO_TEXTS.footerText}</p>
            </div>
            <button type="button" className={classes.cta} onClick={onGetInTouch}>
              {PORTFOLIO_TEXTS.getInTouch}
              <IconArrowRight size={18} stroke={1.8} aria-hidden="true" />
            </button>
          </footer>
        </>
      )}
    </Modal>
  );
}
