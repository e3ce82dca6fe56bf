import { useEffect, useRef, useState } from 'react';

/** Spec §9: particles and the custom cursor only above 768 px, without touch; at most 50 particles. */
const MAX_PARTICLES = 50;
const QUERY =
  '(min-width: 769px) and (hover: hover) and (pointer: fine) and (prefers-reduced-motion: no-preference)';

function decorationsAllowed(): boolean {
  return window.matchMedia(QUERY).matches && navigator.maxTouchPoints === 0;
}

/**
 * Decorative background particles and a cursor ring that trails the pointer. Purely visual:
 * hidden from assistive technology, never intercepts clicks, paused while the tab is hidden,
 * off on small or touch screens and under prefers-reduced-motion.
 */
export function Decorations() {
  const [enabled, setEnabled] = useState(false);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const ringRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const media = window.matchMedia(QUERY);
    const update = () => setEnabled(decorationsAllowed());
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);

  useEffect(() => {
    if (!enabled) return;
    const canvas = canvasRef.current;
    const ring = ringRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !ring || !context) return;
    let width = 0;
    let height = 0;
    const resize = () => {
      width = canvas.width = window.innerWidth;
      height = canvas.height = window.innerHeight;
    };
    resize();
    const count = Math.min(MAX_PARTICLES, Math.round((width * height) / 40_000));
    // Decorative randomness only: no rule of the product depends on it.
    const particles = Array.from({ length: count }, () => ({
      x: Math.random() * width,
      y: Math.random() * height,
      vx: (Math.random() - 0.5) * 0.25,
      vy: (Math.random() - 0.5) * 0.25,
      r: 1 + Math.random() * 2,
    }));
    let pointerX = -100;
    let pointerY = -100;
    let ringX = pointerX;
    let ringY = pointerY;
    let frame = 0;
    const onMove = (event: PointerEvent) => {
      pointerX = event.clientX;
      pointerY = event.clientY;
    };
    const draw = () => {
      const dark = document.documentElement.classList.contains('dark');
      context.clearRect(0, 0, width, height);
      context.fillStyle = dark ? 'rgba(147, 197, 253, 0.35)' : 'rgba(59, 130, 246, 0.25)';
      for (const p of particles) {
        p.x = (p.x + p.vx + width) % width;
        p.y = (p.y + p.vy + height) % height;
        context.beginPath();
        context.arc(p.x, p.y, p.r, 0, Math.PI * 2);
        context.fill();
      }
      ringX += (pointerX - ringX) * 0.2;
      ringY += (pointerY - ringY) * 0.2;
      ring.style.transform = `translate(${ringX - 14}px, ${ringY - 14}px)`;
      frame = document.hidden ? 0 : requestAnimationFrame(draw);
    };
    const onVisibility = () => {
      if (!document.hidden && frame === 0) frame = requestAnimationFrame(draw);
    };
    window.addEventListener('resize', resize);
    window.addEventListener('pointermove', onMove);
    document.addEventListener('visibilitychange', onVisibility);
    frame = requestAnimationFrame(draw);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', resize);
      window.removeEventListener('pointermove', onMove);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [enabled]);

  if (!enabled) return null;
  return (
    <div aria-hidden="true" data-testid="decorations">
      <canvas ref={canvasRef} className="pointer-events-none fixed inset-0 -z-10" />
      <div
        ref={ringRef}
        className="pointer-events-none fixed top-0 left-0 z-[100] h-7 w-7 rounded-full border-2 border-blue-500/60 dark:border-blue-300/60"
      />
    </div>
  );
}
