import statistics as s
import random
r = random.Random(7)
xs = [r.random() * 100 for _ in range(50)]
ys = [r.randint(1, 1000) for _ in range(51)]
print(s.mean(xs), s.stdev(xs), s.variance(xs))
print(s.pstdev(ys), s.mean(ys), s.median(xs), s.variance(ys))

# expect: 42.28334335049243 27.10896355372474 734.8959049571763
# expect: 275.3070188586436 514.7450980392157 41.059983189664706 77309.8337254902
