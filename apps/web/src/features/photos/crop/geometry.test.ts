import { CROP_OUTPUT_MAX_PX } from '@lien/contract/rules';
import { describe, expect, it } from 'vitest';
import { applyMatrix, cropPlan, outputSize, rotatedSize, snapAfterKeys, snapRotation } from './geometry';

describe('snapRotation (PRODUCT §2.4: within 5° of a quarter turn)', () => {
  it.each([
    [0, 0],
    [3, 0],
    [5, 0],
    [6, 6],
    [45, 45],
    [84, 84],
    [85, 90],
    [93, 90],
    [95, 90],
    [96, 96],
    [176, 180],
    [184.5, 180],
    [266, 270],
    [275, 270],
    [276, 276],
    [354, 354],
    [355, 360],
    [360, 360],
  ])('%s° becomes %s°', (degrees, snapped) => {
    expect(snapRotation(degrees)).toBe(snapped);
  });
});

describe('snapAfterKeys: the keyboard snaps when it approaches a quarter turn', () => {
  it('lets a single arrow step leave a quarter turn', () => {
    expect(snapAfterKeys(0, 1)).toBe(1);
    expect(snapAfterKeys(90, 89)).toBe(89);
    expect(snapAfterKeys(360, 359)).toBe(359);
  });

  it('lands on the quarter turn it comes within 5° of', () => {
    expect(snapAfterKeys(84, 85)).toBe(90);
    expect(snapAfterKeys(6, 5)).toBe(0);
    expect(snapAfterKeys(264, 266)).toBe(270);
  });

  it('leaves a rotation further than 5° alone', () => {
    expect(snapAfterKeys(10, 7)).toBe(7);
    expect(snapAfterKeys(40, 45)).toBe(45);
  });
});

describe('crop geometry', () => {
  it('measures the bounding box of a turned image', () => {
    expect(rotatedSize({ width: 400, height: 300 }, 0)).toEqual({ width: 400, height: 300 });
    const quarter = rotatedSize({ width: 400, height: 300 }, 90);
    expect(quarter.width).toBeCloseTo(300);
    expect(quarter.height).toBeCloseTo(400);
    const diagonal = rotatedSize({ width: 100, height: 100 }, 45);
    expect(diagonal.width).toBeCloseTo(100 * Math.SQRT2);
  });

  it('bounds the output to 1920 px on its longest side, never enlarging', () => {
    expect(CROP_OUTPUT_MAX_PX).toBe(1920);
    expect(outputSize({ width: 1000, height: 1618 })).toEqual({ width: 1000, height: 1618, scale: 1 });
    const portrait = outputSize({ width: 2400, height: 3883 });
    expect(portrait.height).toBe(1920);
    expect(portrait.width).toBe(Math.round(2400 * (1920 / 3883)));
    const landscape = outputSize({ width: 4000, height: 1000 });
    expect(landscape).toMatchObject({ width: 1920, height: 480 });
  });

  it('maps the crop corner to the origin without rotation', () => {
    const plan = cropPlan({ width: 1000, height: 1000 }, { x: 100, y: 50, width: 500, height: 809 }, 0);
    expect(plan).toMatchObject({ width: 500, height: 809 });
    expect(applyMatrix(plan.matrix, 100, 50)).toEqual({ x: 0, y: 0 });
    expect(applyMatrix(plan.matrix, 600, 859)).toEqual({ x: 500, y: 809 });
  });

  it('turns the image a quarter clockwise inside its bounding box', () => {
    // A 200×100 image turned 90° fills a 100×200 box; the crop is the whole box.
    const plan = cropPlan({ width: 200, height: 100 }, { x: 0, y: 0, width: 100, height: 200 }, 90);
    const topLeft = applyMatrix(plan.matrix, 0, 0);
    expect(topLeft.x).toBeCloseTo(100);
    expect(topLeft.y).toBeCloseTo(0);
    const bottomRight = applyMatrix(plan.matrix, 200, 100);
    expect(bottomRight.x).toBeCloseTo(0);
    expect(bottomRight.y).toBeCloseTo(200);
  });

  it('turns a half turn and scales a large crop down to 1920 px', () => {
    const plan = cropPlan({ width: 4000, height: 6000 }, { x: 0, y: 0, width: 4000, height: 6000 }, 180);
    expect(plan).toMatchObject({ width: 1280, height: 1920 });
    const topLeft = applyMatrix(plan.matrix, 0, 0);
    expect(topLeft.x).toBeCloseTo(1280);
    expect(topLeft.y).toBeCloseTo(1920);
    const centre = applyMatrix(plan.matrix, 2000, 3000);
    expect(centre.x).toBeCloseTo(640);
    expect(centre.y).toBeCloseTo(960);
  });
});
