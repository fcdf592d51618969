import { useEffect, useRef, useState } from 'react';

/**
 * Which step the wizard shows and the side it slid in from; the new step's heading takes the
 * focus so that it is announced, but not on first open.
 */
export function useWizardSteps(onStepChange?: (step: number) => void) {
  const [step, setStep] = useState(0);
  // +1 forward, -1 back, 0 before any move (the first step does not slide in).
  const [direction, setDirection] = useState(0);
  // The step the resolver validates, read outside a render.
  const stepRef = useRef(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const goTo = (next: number) => {
    stepRef.current = next;
    moved.current = true;
    setDirection(next > step ? 1 : -1);
    setStep(next);
  };

  useEffect(() => {
    onStepChange?.(step);
    if (moved.current) headingRef.current?.focus();
  }, [step, onStepChange]);

  return { step, direction, stepRef, headingRef, goTo };
}
